import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import type { RouteDescription, RouteResult } from '@praxis/contract';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type Schema } from '../../lib/api';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';
import { useMessageText } from '../form/useMessageText';
import { Dialog } from './Dialog';

interface UploadDialogProps<D extends RouteDescription> {
  title: string;
  /** The file input's label and, below it, the formats it takes. */
  fileLabel: string;
  formats: string;
  accept: string;
  /** Several files go in one request (an OSCAL profile with its catalogs), at most `maxFiles`. */
  maxFiles?: number;
  maxBytes: number;
  /** Where the files are posted (multipart, field `file`); its answer is read with the route's schema. */
  route: D;
  /** What a refusal says before the server's reason ('The specification was not imported'). */
  notDone: string;
  /** After a successful upload: the toast, what to load again, where to go. */
  onUploaded: (answer: RouteResult<D>) => void | Promise<void>;
  /** What the answer says, shown in the dialog once uploaded; without it the dialog leaves that to `onUploaded`. */
  result?: (answer: RouteResult<D>) => ReactNode;
  /**
   * An answer that asks the person something (the mapping import's unmatched catalogs): `result` shows the
   * question, the dialog stays a form, and Import sends the files again with `fields` of that answer.
   */
  asks?: (answer: RouteResult<D>) => boolean;
  /** Text fields sent before the files, given the answer shown (undefined before the first). */
  fields?: (answer: RouteResult<D> | undefined) => Record<string, string>;
  onClose: () => void;
}

/**
 * An import dialog: files go through `useFileTransfer`'s upload with a progress bar, the answer is read with
 * the contract's schema. A refused file keeps the dialog open with the server's reason at the file field
 * (it names the file, the line or element at fault), so the user can fix it and try again; closing cancels.
 */
export function UploadDialog<D extends RouteDescription>({
  title,
  fileLabel,
  formats,
  accept,
  maxFiles = 1,
  maxBytes,
  route,
  notDone,
  onUploaded,
  result,
  asks = () => false,
  fields = () => ({}),
  onClose,
}: UploadDialogProps<D>) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const api = useApi();
  const { upload } = useFileTransfer();
  const inputId = useId();
  const errorId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async ({
      chosen,
      sent,
    }: {
      chosen: File[];
      sent: Record<string, string>;
    }): Promise<RouteResult<D>> => {
      controller.current = new AbortController();
      setProgress(0);
      const answer = await upload(api.url(route), chosen, setProgress, controller.current.signal, sent);
      return (route.response as Schema<RouteResult<D>>).parse(answer);
    },
    onSuccess: onUploaded,
  });
  const tooLarge = files.some((file) => file.size > maxBytes);
  const tooMany = files.length > maxFiles;
  const refused = tooLarge || tooMany;
  const error = mutation.error;
  const aborted = error instanceof DOMException && error.name === 'AbortError';
  const message = tooLarge
    ? t('import.tooLarge', { max: maxBytes / (1024 * 1024) })
    : tooMany
      ? t('import.tooMany', { max: maxFiles })
      : error === null || aborted
        ? null
        : isApiError(error) && error.status >= 400 && error.status < 500
          ? messageText(error)
          : t('import.failed');
  const answer = mutation.isSuccess && result !== undefined ? mutation.data : undefined;
  const finished = answer !== undefined && !asks(answer);

  const cancel = () => {
    controller.current?.abort();
    onClose();
  };

  return (
    <Dialog onClose={cancel} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (files.length > 0 && !refused) mutation.mutate({ chosen: files, sent: fields(answer) });
        }}
      >
        <Stack>
          <Input.Wrapper
            label={fileLabel}
            description={formats}
            id={inputId}
            error={
              message !== null && (
                <>
                  <Text span fw={600} inherit>
                    {notDone}:
                  </Text>{' '}
                  {message}
                </>
              )
            }
            errorProps={{ id: errorId, role: 'alert' }}
          >
            <input
              id={inputId}
              type="file"
              accept={accept}
              multiple={maxFiles > 1}
              disabled={mutation.isPending}
              aria-invalid={message !== null}
              aria-describedby={message !== null ? errorId : undefined}
              onChange={(event) => {
                setFiles([...(event.currentTarget.files ?? [])]);
                mutation.reset();
              }}
              style={{ display: 'block', marginTop: 4 }}
              data-autofocus
            />
          </Input.Wrapper>
          {(mutation.isPending || (mutation.isSuccess && result === undefined)) && (
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
          {answer !== undefined && result?.(answer)}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {finished ? t('import.done') : t('forms.cancel')}
            </Button>
            <Button type="submit" disabled={files.length === 0 || refused} loading={mutation.isPending}>
              {t('import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
