import { List, Paper, Stack, Text } from '@mantine/core';
import { type MappingImportResult, mappingRelationships } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/** Unknown controls named one by one; a file with thousands would bury the rest of the answer. */
const UNKNOWN_SHOWN = 20;

interface MappingImportSummaryProps {
  result: MappingImportResult;
}

/**
 * What a mapping import did, in plain words: the file's maps per relationship, the requirement pairs
 * created, updated, removed and kept, the maps waiting for a catalog that is not imported (named, with what
 * to do) and the controls the specifications do not have.
 */
export function MappingImportSummary({ result }: MappingImportSummaryProps) {
  const { t } = useTranslation();
  const unknown = result.unknownControls;
  return (
    <Paper withBorder p="sm" role="status" aria-label={t('mappingImport.result')}>
      <Stack gap="xs">
        <div>
          <Text size="sm">{t('mappingImport.maps', { count: result.maps })}</Text>
          <List size="sm">
            {mappingRelationships
              .filter((relationship) => result.relationships[relationship] > 0)
              .map((relationship) => (
                <List.Item key={relationship}>
                  {t('mappingImport.perRelationship', {
                    relationship: t(`mappings.relationships.${relationship}`),
                    count: result.relationships[relationship],
                  })}
                </List.Item>
              ))}
          </List>
        </div>
        <Text size="sm">
          {t('mappingImport.pairs', {
            created: result.created,
            updated: result.updated,
            removed: result.removed,
          })}
        </Text>
        {result.keptManual > 0 && (
          <Text size="sm">{t('mappingImport.keptManual', { count: result.keptManual })}</Text>
        )}
        {result.waiting.map((waiting) => (
          <Text size="sm" key={`${waiting.role}/${waiting.catalog}`}>
            {t(waiting.role === 'target' ? 'mappingImport.waitingTarget' : 'mappingImport.waitingSource', {
              count: waiting.maps,
              catalog: waiting.catalog,
            })}
          </Text>
        ))}
        {unknown.length > 0 && (
          <div>
            <Text size="sm">{t('mappingImport.unknownControls', { count: unknown.length })}</Text>
            <List size="sm">
              {unknown.slice(0, UNKNOWN_SHOWN).map(({ catalog, control }) => (
                <List.Item key={`${catalog}/${control}`}>
                  {t('mappingImport.unknownControl', { control, catalog })}
                </List.Item>
              ))}
              {unknown.length > UNKNOWN_SHOWN && (
                <List.Item>{t('mappingImport.more', { count: unknown.length - UNKNOWN_SHOWN })}</List.Item>
              )}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
