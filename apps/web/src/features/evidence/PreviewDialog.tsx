import { type Evidence, evidenceRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialogs/Dialog';
import { Loaded } from '../../components/Loaded';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';

/** The kinds a browser shows by itself; others are downloaded. */
export const isPreviewable = (evidence: Evidence) =>
  evidence.kind === 'file' &&
  (evidence.mediaType === 'application/pdf' || (evidence.mediaType?.startsWith('image/') ?? false));

interface PreviewDialogProps {
  evidence: Evidence;
  onClose: () => void;
}

/**
 * The latest revision of an image or a PDF in the browser. The file is read with the token into a blob
 * URL, since an <img> or <iframe> cannot send it; an SVG is shown as an image, where no script runs.
 */
export function PreviewDialog({ evidence, onClose }: PreviewDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { fetchFile } = useFileTransfer();
  const file = useQuery({
    queryKey: ['evidence-preview', evidence.id, evidence.revision],
    queryFn: async ({ signal }) => {
      const { blob } = await fetchFile(
        api.url(evidenceRoutes.download, { params: { id: evidence.id } }),
        signal,
      );
      // The declared type, so the browser's PDF viewer takes it whatever the answer's header carried.
      return URL.createObjectURL(new Blob([blob], { type: evidence.mediaType ?? blob.type }));
    },
    gcTime: 0,
    retry: false,
  });
  const url = file.data;
  useEffect(() => () => (url === undefined ? undefined : URL.revokeObjectURL(url)), [url]);
  const title = t('evidence.previewTitle', { title: evidence.title });

  return (
    <Dialog onClose={onClose} title={title} size="xl">
      <Loaded query={file}>
        {(src) =>
          evidence.mediaType === 'application/pdf' ? (
            <iframe src={src} title={evidence.title} style={{ width: '100%', height: '70vh', border: 0 }} />
          ) : (
            <img
              src={src}
              alt={evidence.title}
              style={{ maxWidth: '100%', display: 'block', margin: 'auto' }}
            />
          )
        }
      </Loaded>
    </Dialog>
  );
}
