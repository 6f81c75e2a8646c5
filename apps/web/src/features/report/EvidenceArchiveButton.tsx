import { Button } from '@mantine/core';
import { specificationRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { useApi } from '../../lib/useApi';
import { useFileTransfer } from '../../lib/useFileTransfer';

interface EvidenceArchiveButtonProps {
  specification: { id: string; name: string };
  className?: string;
}

/** Saves every current evidence file of the specification with its manifest, as one zip. */
export function EvidenceArchiveButton({ specification, className }: EvidenceArchiveButtonProps) {
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
          api.url(specificationRoutes.evidenceArchive, { params: { id: specification.id } }),
          `${specification.name} evidence.zip`,
        ).catch((error: unknown) => showApiError(t('report.evidenceNotDownloaded'), error))
      }
    >
      {t('report.downloadEvidence')}
    </Button>
  );
}
