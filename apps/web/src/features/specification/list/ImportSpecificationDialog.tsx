import {
  SPECIFICATION_IMPORT_MAX_BYTES,
  SPECIFICATION_IMPORT_MAX_FILES,
  type Specification,
  specificationRoutes,
} from '@praxis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UploadDialog } from '../../../components/dialogs/UploadDialog';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { specificationAddress } from '../specificationAddress';
import { specificationQueryKeys } from '../specificationQueryKeys';

interface ImportSpecificationDialogProps {
  onClose: () => void;
}

/**
 * Uploads OSCAL catalogs and profiles (JSON, XML) or a CSV, then opens the new specification (a profile's
 * tailored one). Several files go in one import, so a profile can come with its catalog.
 */
export function ImportSpecificationDialog({ onClose }: ImportSpecificationDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <UploadDialog
      title={t('import.title')}
      fileLabel={t('import.file')}
      formats={t('import.formats')}
      accept=".json,.xml,.csv"
      maxFiles={SPECIFICATION_IMPORT_MAX_FILES}
      maxBytes={SPECIFICATION_IMPORT_MAX_BYTES}
      route={specificationRoutes.import}
      notDone={t('import.notImported')}
      onUploaded={async (specification: Specification) => {
        showSuccessToast(t('import.imported', { name: specification.name }));
        onClose();
        navigate(specificationAddress(api.apiVersion, specification));
        await queryClient.invalidateQueries({ queryKey: specificationQueryKeys.all });
      }}
      onClose={onClose}
    />
  );
}
