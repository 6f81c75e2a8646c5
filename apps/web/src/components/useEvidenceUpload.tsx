import { type Evidence, evidenceSchema } from '@praxis/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileTransfer } from '../lib/useFileTransfer';
import { UploadOverlay } from './UploadOverlay';

/**
 * A file sent with its progress, cancellable from the overlay; a dialog closed mid-way cancels it
 * too. `overlay` is what to draw over the form while it runs.
 */
export function useEvidenceUpload() {
  const { t } = useTranslation();
  const { upload } = useFileTransfer();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = async (path: string, file: File, fields: Record<string, string> = {}): Promise<Evidence> => {
    controller.current = new AbortController();
    setProgress(0);
    try {
      return evidenceSchema.parse(await upload(path, file, setProgress, controller.current.signal, fields));
    } finally {
      setProgress(null);
    }
  };

  const overlay =
    progress === null ? null : (
      <UploadOverlay
        status={
          progress < 1
            ? t('evidence.uploading', { percent: Math.round(progress * 100) })
            : t('evidence.storing')
        }
        question={t('evidence.cancelQuestion')}
        progress={progress}
        onCancel={() => controller.current?.abort()}
      />
    );
  return { send, overlay };
}
