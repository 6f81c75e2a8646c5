import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import type { CreatedAccessToken } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialogs/Dialog';

interface NewTokenDialogProps {
  created: CreatedAccessToken;
  onClose: () => void;
}

/** The one time a token is shown: the server keeps only its hash, so closing this loses it for good. */
export function NewTokenDialog({ created, onClose }: NewTokenDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog onClose={onClose} title={t('accessTokens.newTitle', { name: created.name })}>
      <Stack>
        <Alert color="yellow" variant="light" title={t('accessTokens.onceTitle')}>
          {t('accessTokens.onceText')}
        </Alert>
        <TextInput
          label={t('accessTokens.token')}
          value={created.token}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group justify="flex-end">
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'green' : undefined}
                onClick={copy}
              >
                {copied ? t('accessTokens.copied') : t('accessTokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {t('accessTokens.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
