import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useFileTransfer } from '../../lib/useFileTransfer';

interface EvidenceArchiveButtonProps {
  specification: { id: string; name: string };
  className?: string;
}

/** Saves every current evidence file of the specification with its manifest, as one zip (issue 11 §5). */
export function EvidenceArchiveButton({ specification, className }: EvidenceArchiveButtonProps) {
  const { t } = useTranslation();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  return (
    <Button
      variant="default"
      className={className}
      onClick={() =>
        // v2 only: the archive is new in v2, so it has no v1 path.
        download(
          `/v2/specifications/${specification.id}/evidence.zip`,
          `${specification.name} evidence.zip`,
        ).catch((error: unknown) => showApiError(t('report.evidenceNotDownloaded'), error))
      }
    >
      {t('report.downloadEvidence')}
    </Button>
  );
}
