import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useFileTransfer } from '../../lib/useFileTransfer';

/** Saves an evidence file; a refusal is a toast, as every failed call is. */
export function useEvidenceDownload() {
  const { t } = useTranslation();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  return useCallback(
    (path: string, fallbackName: string) =>
      download(path, fallbackName).catch((error: unknown) =>
        showApiError(t('evidence.notDownloaded'), error),
      ),
    [download, showApiError, t],
  );
}
