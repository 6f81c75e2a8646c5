import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsEntry } from './settingsMenus';

interface SettingsPanelProps {
  entry: SettingsEntry;
  description?: ReactNode;
  /** Those who may only look are told so once, above the disabled controls. */
  readOnly?: boolean;
  children: ReactNode;
}

/** The frame of every settings page: its menu entry as the heading, what it is for, then the content. */
export function SettingsPanel({ entry, description, readOnly = false, children }: SettingsPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack maw={960} gap="md">
      <Title order={1}>{t(`settings.entries.${entry}`)}</Title>
      {description !== undefined && <Text c="dimmed">{description}</Text>}
      {readOnly && (
        <Alert color="gray" variant="light">
          {t('forms.readOnly')}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
