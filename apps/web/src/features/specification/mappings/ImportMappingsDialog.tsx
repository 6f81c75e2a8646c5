import { MAPPING_IMPORT_MAX_BYTES, mappingImportResultSchema } from '@praxis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadDialog } from '../../../components/dialogs/UploadDialog';
import { showSuccessToast } from '../../../lib/toast';
import { MAPPINGS_PATH, mappingsChangedKey } from '../../mappings/mappingPaths';
import { MappingImportSummary } from './MappingImportSummary';

interface ImportMappingsDialogProps {
  onClose: () => void;
}

/**
 * Uploads an OSCAL mapping-collection or a mapping CSV to POST /v2/mappings/import and stays open with what
 * the import did: maps waiting for a catalog are no failure, and the person should read which catalog to
 * import next.
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
      path={`${MAPPINGS_PATH}/import`}
      parse={(answer) => mappingImportResultSchema.parse(answer)}
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
