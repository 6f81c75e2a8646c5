import { AccordionChevron, Avatar, Box, Button, CheckIcon, Menu } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import iconOnlyOnPhone from '../components/iconOnlyOnPhone.module.css';
import { useCan } from '../features/auth/useCan';
import { useMe } from '../features/auth/useMe';
import { useChangeLanguage } from '../features/language/useChangeLanguage';
import { displayNameOf } from '../lib/displayName';
import { interfaceLanguages, isInterfaceLanguage, languageOfLocale } from '../lib/locale';

/**
 * The top bar's user dropdown: the signed-in user's name opens it; the current language opens
 * the language list. Escape and a click outside close it, arrow keys move through it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useMe();
  const administrator = useCan('company:admin');
  const changeLanguage = useChangeLanguage();
  const [languagesOpened, setLanguagesOpened] = useState(false);
  const languagesId = useId();
  const name = displayNameOf(user);
  const language = languageOfLocale(user.language);
  const languageName = t(`languages.${language}`);

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={240}
      onClose={() => setLanguagesOpened(false)}
      // Mantine's placeholder is a focusable element with role presentation among the menu items, which
      // a menu may not contain; without it the dropdown itself takes the focus, and the arrows work alike.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {/* On a phone the avatar alone leaves the header room for the section's name. */}
        <Button
          variant="subtle"
          color="gray"
          leftSection={<Avatar name={name} color="initials" size="sm" aria-hidden />}
          classNames={iconOnlyOnPhone}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The list opens inside this menu rather than as a sub-menu: a menu nested in a menu is not
            valid ARIA, and a sub-menu that opens on hover does nothing for touch screens. */}
        <Menu.Item
          closeMenuOnClick={false}
          aria-label={t('userMenu.language', { language: languageName })}
          aria-expanded={languagesOpened}
          aria-controls={languagesOpened ? languagesId : undefined}
          rightSection={<AccordionChevron style={{ rotate: languagesOpened ? '180deg' : undefined }} />}
          onClick={() => setLanguagesOpened((opened) => !opened)}
        >
          {languageName}
        </Menu.Item>
        {languagesOpened && (
          <Box id={languagesId} role="group" aria-label={t('userMenu.languages')} pl="md">
            <Menu.RadioGroup
              value={language}
              onChange={(value) => {
                if (isInterfaceLanguage(value)) {
                  changeLanguage.mutate(value);
                }
              }}
            >
              {interfaceLanguages.map((option) => (
                <Menu.RadioItem
                  key={option}
                  value={option}
                  lang={option}
                  checkIcon={<CheckIcon size={12} />}
                  closeMenuOnClick
                  disabled={changeLanguage.isPending}
                >
                  {t(`languages.${option}`)}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Box>
        )}
        <Menu.Item component={Link} to="/settings/account">
          {t('userMenu.settings')}
        </Menu.Item>
        {administrator && (
          <Menu.Item component={Link} to="/system-configuration/persons">
            {t('userMenu.systemConfiguration')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout">
          {t('userMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
