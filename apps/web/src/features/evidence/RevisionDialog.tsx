import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { type Evidence, evidenceRoutes } from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialogs/Dialog';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useEvidenceUpload } from '../../components/useEvidenceUpload';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { ChosenFile } from './ChosenFile';
import { EvidenceDropzone } from './EvidenceDropzone';

interface RevisionDialogProps {
  evidence: Evidence;
  onClose: () => void;
}

/** A new file for an evidence: the earlier revisions are kept, and the new one starts as a draft. */
export function RevisionDialog({ evidence, onClose }: RevisionDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const [file, setFile] = useState<File | null>(null);
  const { send, overlay } = useEvidenceUpload();
  const mutation = useMutation({
    mutationFn: (chosen: File) =>
      send(api.url(evidenceRoutes.addRevision, { params: { id: evidence.id } }), chosen),
    onSuccess: async (answer) => {
      showSuccessToast(t('evidence.revisionUploaded', { title: answer.title, revision: answer.revision }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
    onError: (error) => showApiError(t('evidence.notUploaded'), error),
  });
  const title = t('evidence.revisionTitle', { title: evidence.title });

  return (
    <Dialog onClose={onClose} title={title}>
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (file !== null) mutation.mutate(file);
        }}
      >
        <Box pos="relative">
          <Stack>
            <Text size="sm">{t('evidence.revisionHint', { revision: evidence.revision + 1 })}</Text>
            {file === null ? (
              <EvidenceDropzone
                label={t('evidence.chooseFile')}
                hint={t('evidence.dropHint')}
                onFile={setFile}
              />
            ) : (
              <ChosenFile file={file} onChange={setFile} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
                {t('forms.cancel')}
              </Button>
              <Button type="submit" disabled={file === null} loading={mutation.isPending}>
                {t('evidence.upload')}
              </Button>
            </Group>
          </Stack>
          {overlay}
        </Box>
      </form>
    </Dialog>
  );
}
