import { Button, Group, Loader, Modal, Overlay, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface UploadOverlayProps {
  /** Called once the user has confirmed that the upload should stop. */
  onCancel: () => void;
}

/**
 * PN-17 and ST-43: covers the editor while an image uploads, so nothing is typed where the image is about
 * to land; cancelling asks first, since the upload may be nearly done.
 */
export function UploadOverlay({ onCancel }: UploadOverlayProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Overlay backgroundOpacity={0.6} color="#fff" blur={1} zIndex={5} center>
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('editor.image.uploading')}</Text>
          <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
            {t('editor.image.cancel')}
          </Button>
        </Stack>
      </Overlay>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('editor.image.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('forms.close') }}
      >
        <Text>{t('editor.image.cancelQuestion')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('editor.image.keepUploading')}
          </Button>
          <Button color="red" onClick={onCancel}>
            {t('editor.image.cancel')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
