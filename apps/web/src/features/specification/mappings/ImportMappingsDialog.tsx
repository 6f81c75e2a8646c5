import { MAPPING_IMPORT_MAX_BYTES, mappingRoutes } from '@praxis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadDialog } from '../../../components/dialogs/UploadDialog';
import { showSuccessToast } from '../../../lib/toast';
import { MappingImportSummary } from './MappingImportSummary';
import { mappingsChangedKey } from './mappingQueryKeys';

interface ImportMappingsDialogProps {
  onClose: () => void;
}

/**
 * Uploads an OSCAL mapping-collection or a mapping CSV and stays open with what the import did: maps waiting
 * for a catalog are no failure, and the person should read which catalog to import next.
 */
export function ImportMappingsDialog({ onClose }: ImportMappingsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <UploadDialog
      title={t('mappingImport.title')}
      fileLabel={t('mappingImport.file')}
      formats={t('mappingImport.formats')}
      accept=".json,.csv"
      maxBytes={MAPPING_IMPORT_MAX_BYTES}
      route={mappingRoutes.import}
      notDone={t('mappingImport.notImported')}
      onUploaded={async () => {
        showSuccessToast(t('mappingImport.imported'));
        await queryClient.invalidateQueries({ queryKey: mappingsChangedKey });
      }}
      result={(result) => <MappingImportSummary result={result} />}
      onClose={onClose}
    />
  );
}
