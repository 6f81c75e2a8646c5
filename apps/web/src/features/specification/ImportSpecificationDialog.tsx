import { Alert, Button, Group, Input, Modal, Progress, Stack, Text } from '@mantine/core';
import {
  SPECIFICATION_IMPORT_MAX_BYTES,
  SPECIFICATION_IMPORT_MAX_FILES,
  type Specification,
  specificationSchema,
} from '@praxis/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';
import { specificationAddress, specificationQueryKeys } from './specificationPaths';

interface ImportSpecificationDialogProps {
  onClose: () => void;
}

/**
 * Uploads OSCAL catalogs and profiles (JSON, XML) or a CSV to POST /v2/specifications/import with a progress
 * bar, then opens the new specification (a profile's tailored one). Several files go in one import, so a
 * profile can come with its catalog. A refused file keeps the dialog open with the server's reason (which
 * names the file, the line or element at fault), so the user can fix it and try again.
 */
export function ImportSpecificationDialog({ onClose }: ImportSpecificationDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { upload } = useFileTransfer();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async (chosen: File[]): Promise<Specification> => {
      controller.current = new AbortController();
      setProgress(0);
      const answer = await upload(
        '/v2/specifications/import',
        chosen,
        setProgress,
        controller.current.signal,
      );
      return specificationSchema.parse(answer);
    },
    onSuccess: async (specification) => {
      showSuccessToast(t('import.imported', { name: specification.name }));
      onClose();
      navigate(specificationAddress(api, specification));
      await queryClient.invalidateQueries({ queryKey: specificationQueryKeys.all });
    },
  });
  const tooLarge = files.some((file) => file.size > SPECIFICATION_IMPORT_MAX_BYTES);
  const tooMany = files.length > SPECIFICATION_IMPORT_MAX_FILES;
  const refused = tooLarge || tooMany;
  const error = mutation.error;
  const aborted = error instanceof DOMException && error.name === 'AbortError';
  const message = tooLarge
    ? t('import.tooLarge', { max: SPECIFICATION_IMPORT_MAX_BYTES / (1024 * 1024) })
    : tooMany
      ? t('import.tooMany', { max: SPECIFICATION_IMPORT_MAX_FILES })
      : error === null || aborted
        ? null
        : isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : t('import.failed');

  const cancel = () => {
    controller.current?.abort();
    onClose();
  };

  return (
    <Modal
      opened
      onClose={cancel}
      title={t('import.title')}
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (files.length > 0 && !refused) mutation.mutate(files);
        }}
      >
        <Stack>
          <Input.Wrapper label={t('import.file')} description={t('import.formats')} id={inputId}>
            <input
              id={inputId}
              type="file"
              accept=".json,.xml,.csv"
              multiple
              disabled={mutation.isPending}
              onChange={(event) => {
                setFiles([...(event.currentTarget.files ?? [])]);
                mutation.reset();
              }}
              style={{ display: 'block', marginTop: 4 }}
              data-autofocus
            />
          </Input.Wrapper>
          {(mutation.isPending || mutation.isSuccess) && (
            <Stack gap={4}>
              <Progress.Root>
                <Progress.Section value={progress * 100} aria-label={t('import.progress')} />
              </Progress.Root>
              <Text size="xs" c="dimmed" aria-live="polite">
                {progress < 1
                  ? t('import.uploading', { percent: Math.round(progress * 100) })
                  : t('import.reading')}
              </Text>
            </Stack>
          )}
          {message !== null && (
            <Alert color="red" role="alert" title={t('import.notImported')}>
              {message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('forms.cancel')}
            </Button>
            <Button type="submit" disabled={files.length === 0 || refused} loading={mutation.isPending}>
              {t('import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
