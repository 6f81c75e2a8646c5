import { Button } from '@mantine/core';
import { specificationRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';

interface EvidenceArchiveButtonProps {
  specification: { id: string; name: string };
  /** Where the archive comes from: today's files of the specification unless given (a snapshot's). */
  url?: string;
  className?: string;
}

/** Saves every current evidence file of the specification (or a snapshot's) with its manifest, as one zip. */
export function EvidenceArchiveButton({ specification, url, className }: EvidenceArchiveButtonProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  return (
    <Button
      variant="default"
      className={className}
      onClick={() =>
        download(
          url ?? api.url(specificationRoutes.evidenceArchive, { params: { id: specification.id } }),
          `${specification.name} evidence.zip`,
        ).catch((error: unknown) => showApiError(t('report.evidenceNotDownloaded'), error))
      }
    >
      {t('report.downloadEvidence')}
    </Button>
  );
}
