import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Specification, type SpecificationExportFormat, specificationRoutes } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SemaphoreBadges } from '../../../components/charts/SemaphoreBadges';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { useApi } from '../../../lib/useApi';
import { useFileTransfer } from '../../../lib/useFileTransfer';
import { ExportMappingsDialog } from '../mappings/ExportMappingsDialog';
import { specificationAddress } from '../specificationAddress';

interface SpecificationRowProps {
  specification: Specification;
  /** Offered to administrators only; the server refuses it to everybody else. */
  onDelete?: () => void;
}

/** The files a specification exports as, with their extension and the text of their buttons. */
export const specificationExports: {
  format: SpecificationExportFormat;
  extension: string;
  label: 'exportJson' | 'exportCsv';
}[] = [
  { format: 'oscal-json', extension: 'json', label: 'exportJson' },
  { format: 'csv', extension: 'csv', label: 'exportCsv' },
];

/**
 * One specification in the list: its link, what it came from, its colours and its actions: export it, export
 * its mappings to or from another, delete it.
 */
export function SpecificationRow({ specification, onDelete }: SpecificationRowProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  const [exportingMappings, setExportingMappings] = useState(false);
  const { name } = specification;

  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={specificationAddress(api.apiVersion, specification)} fw={600}>
            {name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[
              specification.version && t('specifications.version', { version: specification.version }),
              specification.source,
              specification.tailored && t('specifications.tailored'),
            ]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            {t('specifications.requirementCount', { count: specification.elementCounts.requirement })}
          </Text>
          <SemaphoreBadges counts={specification.semaphore} />
        </Stack>
        <Group gap="xs">
          {specificationExports.map(({ format, extension, label }) => (
            <Button
              key={format}
              size="compact-sm"
              variant="subtle"
              aria-label={t(`specifications.${label}Of`, { name })}
              onClick={() =>
                download(
                  api.url(specificationRoutes.export, { params: { id: specification }, query: { format } }),
                  `${name}.${extension}`,
                ).catch((error: unknown) => showApiError(t('specifications.notExported'), error))
              }
            >
              {t(`specifications.${label}`)}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('mappingExport.openOf', { name })}
            onClick={() => setExportingMappings(true)}
          >
            {t('mappingExport.open')}
          </Button>
          {onDelete !== undefined && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('specifications.deleteOf', { name })}
              onClick={onDelete}
            >
              {t('specifications.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {exportingMappings && (
        <ExportMappingsDialog specification={specification} onClose={() => setExportingMappings(false)} />
      )}
    </Paper>
  );
}
