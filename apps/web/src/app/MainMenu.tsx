import { Burger, NavLink, Popover } from '@mantine/core';
import { can, type Permission } from '@praxis/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { AUDITS_PATH } from '../features/auth/RequireAppAccess';
import { useMe } from '../features/auth/useMe';

/**
 * An entry of the main menu, marked as the current page anywhere below its address except below `except`,
 * the address of an entry of its own (the risks, below /praxis).
 */
function MenuLink({
  to,
  except = to,
  label,
  onClick,
}: {
  to: string;
  except?: string;
  label: string;
  onClick: () => void;
}) {
  const below = useMatch({ path: to, end: false }) !== null;
  const belowOther = useMatch({ path: except, end: false }) !== null && except !== to;
  const current = below && !belowOther;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    />
  );
}

/** The main menu's entries and who may open them: an external auditor sees the audits alone. */
const entries: {
  to: string;
  except?: string;
  label: 'praxis' | 'risks' | 'myWork' | 'audits' | 'findings';
  permission: Permission;
}[] = [
  { to: '/praxis', except: '/praxis/risks', label: 'praxis', permission: 'data:read' },
  { to: '/praxis/risks', label: 'risks', permission: 'data:read' },
  { to: '/my-work', label: 'myWork', permission: 'data:read' },
  { to: AUDITS_PATH, label: 'audits', permission: 'audit:read' },
  // The plan of action spans every audit: for the company's own people, as an auditor opens only the audits.
  { to: '/findings', label: 'findings', permission: 'data:read' },
];

/** The collapsible main menu of the top bar; Escape and a click outside close it. */
export function MainMenu() {
  const { t } = useTranslation();
  const { role } = useMe();
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      // Rendered in place so that Tab moves from the button straight into the links.
      withinPortal={false}
      // A list of links is a navigation disclosure, not a dialog; the button carries the state instead.
      withRoles={false}
      returnFocus
    >
      <Popover.Target>
        <Burger
          opened={opened}
          onClick={() => setOpened((current) => !current)}
          // The dropdown handles Escape only while it has focus; right after opening, the button has it.
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpened(false);
            }
          }}
          size="sm"
          aria-label={opened ? t('menu.close') : t('menu.open')}
          aria-expanded={opened}
          aria-controls={opened ? menuId : undefined}
        />
      </Popover.Target>
      <Popover.Dropdown p="xs" miw={220}>
        <nav id={menuId} aria-label={t('menu.label')}>
          {entries
            .filter((entry) => can(role, entry.permission))
            .map((entry) => (
              <MenuLink
                key={entry.to}
                to={entry.to}
                except={entry.except}
                label={t(`menu.${entry.label}`)}
                onClick={() => setOpened(false)}
              />
            ))}
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
