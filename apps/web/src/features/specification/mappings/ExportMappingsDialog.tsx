import {
  type MappingExportQuery,
  mappingExportQuerySchema,
  mappingRoutes,
  type Specification,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useApi } from '../../../lib/useApi';
import { useFileTransfer } from '../../../lib/useFileTransfer';
import { useSpecificationCoverage } from '../useSpecificationCoverage';

/** `pair` holds the source's and the target's id as `source/target`: one choice names both. */
type ExportValues = Record<'pair' | 'format', string>;

interface ExportMappingsDialogProps {
  specification: Specification;
  onClose: () => void;
}

/**
 * Downloads the mappings between this specification and another, to it or from it, as CSV or an OSCAL
 * mapping-collection. The choices are the pairs its coverage lists: exactly those that some mapping joins.
 */
export function ExportMappingsDialog({ specification, onClose }: ExportMappingsDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { download } = useFileTransfer();
  const coverage = useSpecificationCoverage(specification);
  const pairs = (coverage.data ?? []).map(({ source, target }) => ({
    value: `${source.id}/${target.id}`,
    label:
      source.id === specification.id
        ? t('mappingExport.to', { name: target.name })
        : t('mappingExport.from', { name: source.name }),
  }));
  return (
    <FormDialog
      title={t('mappingExport.title', { name: specification.name })}
      submitLabel={t('mappingExport.submit')}
      fields={[
        {
          name: 'pair',
          label: t('mappingExport.pair'),
          kind: 'select',
          required: true,
          options: [
            {
              value: '',
              label:
                coverage.isSuccess && pairs.length === 0
                  ? t('mappingExport.none')
                  : t('mappingExport.choose'),
            },
            ...pairs,
          ],
        },
        {
          name: 'format',
          label: t('mappingExport.format'),
          kind: 'select',
          options: [
            { value: 'csv', label: t('specifications.exportCsv') },
            { value: 'oscal-json', label: t('specifications.exportJson') },
          ],
        },
      ]}
      schema={mappingExportQuerySchema}
      initialValues={{ pair: '', format: 'csv' }}
      toInput={({ pair, format }: ExportValues) => {
        const [source = '', target = ''] = pair.split('/');
        return { source, target, format };
      }}
      aliases={{ source: 'pair', target: 'pair' }}
      save={(query: MappingExportQuery) =>
        download(
          api.url(mappingRoutes.export, { query }),
          `${specification.name}-mappings.${query.format === 'csv' ? 'csv' : 'json'}`,
        )
      }
      succeeded={() => t('mappingExport.exported')}
      failed={t('mappingExport.notExported')}
      invalidates={[]}
      onClose={onClose}
    />
  );
}
