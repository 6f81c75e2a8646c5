import { Anchor, Avatar, Badge, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf } from '../../lib/displayName';
import { languageOfLocale } from '../../lib/locale';
import { useMe } from '../auth/useMe';

/** `/profile`: the signed-in user as colleagues know them; changes happen in settings → account. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, company } = useMe();
  const name = displayNameOf(user);
  const yesNo = (value: boolean) => (value ? t('profile.yes') : t('profile.no'));
  const rows: [string, string | null][] = [
    [t('account.firstName'), user.firstName],
    [t('account.lastName'), user.lastName],
    [t('account.displayName'), user.displayName],
    [t('account.email'), user.email],
    [t('account.phoneNumber'), user.phoneNumber],
    [t('account.title'), user.title],
    [t('account.department'), user.department],
    [t('account.city'), user.city],
    [t('account.country'), user.country],
    [t('profile.company'), company.name],
    [t('account.language'), t(`languages.${languageOfLocale(user.language)}`)],
    [t('account.showInDirectory'), yesNo(user.showInDirectory)],
    [t('account.allowEmailNotifications'), yesNo(user.allowEmailNotifications)],
  ];

  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      <Group>
        <Avatar name={name} color="initials" size="lg" aria-hidden />
        <Stack gap={4}>
          <Text fw={600} size="lg">
            {name}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t(`roles.${user.userType}`)}</Badge>
          </Group>
        </Stack>
      </Group>
      <DataList withDivider labelWidth={220}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || t('profile.notGiven')}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <Anchor component={Link} to="/settings/account">
        {t('profile.edit')}
      </Anchor>
    </Stack>
  );
}
