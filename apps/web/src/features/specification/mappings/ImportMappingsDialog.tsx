import { MAPPING_IMPORT_MAX_BYTES, type MappingImportResult, mappingRoutes } from '@praxis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDialog } from '../../../components/dialogs/UploadDialog';
import { showSuccessToast } from '../../../lib/toast';
import { MappingImportSummary } from './MappingImportSummary';
import { mappingsChangedKey } from './mappingQueryKeys';
import { UnmatchedResources } from './UnmatchedResources';

interface ImportMappingsDialogProps {
  onClose: () => void;
}

const asks = (result: MappingImportResult) => result.unmatched.length > 0;

/**
 * Uploads an OSCAL mapping-collection or a mapping CSV and stays open with what the import did: maps waiting
 * for a catalog are no failure, and the person should read which catalog to import next. A file whose
 * catalogs match no specification is imported only once the person has chosen one for each, or left it
 * to wait: the file goes again with those choices.
 */
export function ImportMappingsDialog({ onClose }: ImportMappingsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  return (
    <UploadDialog
      title={t('mappingImport.title')}
      fileLabel={t('mappingImport.file')}
      formats={t('mappingImport.formats')}
      accept=".json,.csv"
      maxBytes={MAPPING_IMPORT_MAX_BYTES}
      route={mappingRoutes.import}
      notDone={t('mappingImport.notImported')}
      onUploaded={async (result) => {
        if (asks(result)) {
          setChosen({});
          return;
        }
        showSuccessToast(t('mappingImport.imported'));
        await queryClient.invalidateQueries({ queryKey: mappingsChangedKey });
      }}
      asks={asks}
      // Sent with the file again, only the choices of the catalogs asked about: the rest wait.
      fields={(answer): Record<string, string> =>
        answer && asks(answer)
          ? {
              resources: JSON.stringify(
                Object.fromEntries(
                  answer.unmatched.flatMap(({ href }) => (chosen[href] ? [[href, chosen[href]]] : [])),
                ),
              ),
            }
          : {}
      }
      result={(result) =>
        asks(result) ? (
          <UnmatchedResources
            resources={result.unmatched}
            chosen={chosen}
            onChoose={(href, id) => setChosen((before) => ({ ...before, [href]: id }))}
          />
        ) : (
          <MappingImportSummary result={result} />
        )
      }
      onClose={onClose}
    />
  );
}
