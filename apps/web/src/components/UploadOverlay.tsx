import { Button, Group, Loader, Overlay, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialogs/Dialog';

interface UploadOverlayProps {
  /** What is uploading ('Uploading image…'). */
  status: string;
  /** What cancelling loses, asked before the upload stops. */
  question: string;
  /** The part sent so far (0–1), drawn as a bar; without it a spinner. */
  progress?: number;
  /** Called once the user has confirmed that the upload should stop. */
  onCancel: () => void;
}

/**
 * The upload overlay: covers what the upload will fill (the editor, an upload form), so
 * nothing is changed under it; cancelling asks first, since the upload may be nearly done.
 */
export function UploadOverlay({ status, question, progress, onCancel }: UploadOverlayProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Overlay backgroundOpacity={0.6} color="#fff" blur={1} zIndex={5} center>
        <Stack align="center" gap="xs" role="status" w="80%">
          {progress === undefined ? (
            <Loader size="sm" />
          ) : (
            <Progress.Root w="100%">
              <Progress.Section value={progress * 100} aria-label={t('upload.progress')} />
            </Progress.Root>
          )}
          <Text size="sm">{status}</Text>
          <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
            {t('upload.cancel')}
          </Button>
        </Stack>
      </Overlay>
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title={t('upload.cancelTitle')}>
        <Text>{question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('upload.keepUploading')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onCancel();
            }}
          >
            {t('upload.cancel')}
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
