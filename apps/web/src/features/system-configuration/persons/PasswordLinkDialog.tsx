import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import IconCopy from '@tabler/icons-react/icons/IconCopy';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialogs/Dialog';
import { IconButton } from '../../../components/IconButton';
import { showSuccessToast } from '../../../lib/toast';

export interface PasswordLink {
  kind: 'invitation' | 'reset';
  email: string;
  url: string;
  /** Whether the server queued it as a mail; without SMTP it is only shown here. */
  mailed: boolean;
}

interface PasswordLinkDialogProps {
  link: PasswordLink;
  onClose: () => void;
}

/** The one-time link of an invitation or a reset, to copy and hand over; says whether it was mailed. */
export function PasswordLinkDialog({ link, onClose }: PasswordLinkDialogProps) {
  const { t } = useTranslation();
  const title =
    link.kind === 'invitation' ? t('passwordLinks.invitationTitle') : t('passwordLinks.resetTitle');
  return (
    <Dialog onClose={onClose} title={title}>
      <Stack>
        <Alert color={link.mailed ? 'green' : 'yellow'} variant="light" role="status">
          {link.mailed
            ? t('passwordLinks.mailed', { email: link.email })
            : t('passwordLinks.notMailed', { email: link.email })}
        </Alert>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput label={t('passwordLinks.link')} value={link.url} readOnly style={{ flex: 1 }} />
          <CopyButton value={link.url}>
            {({ copy }) => (
              <IconButton
                label={t('passwordLinks.copy')}
                icon={IconCopy}
                size="lg"
                data-testid="copy-password-link"
                onClick={() => {
                  copy();
                  showSuccessToast(t('passwordLinks.copied'));
                }}
              />
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          {link.kind === 'invitation'
            ? t('passwordLinks.invitationValidity')
            : t('passwordLinks.resetValidity')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('passwordLinks.done')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
