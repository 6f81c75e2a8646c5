import { NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { UnmatchedResource } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { useSpecifications } from '../list/useSpecifications';

/** What a catalog is to the file's maps: the source, the target, or both. */
const roleKey = (roles: UnmatchedResource['roles']) =>
  roles.length > 1
    ? 'mappingImport.roles.source-target'
    : roles[0] === 'target'
      ? 'mappingImport.roles.target'
      : 'mappingImport.roles.source';

interface UnmatchedResourcesProps {
  resources: UnmatchedResource[];
  /** The chosen specification's id per catalog (`href`); a catalog not in it waits. */
  chosen: Record<string, string>;
  onChoose: (href: string, specificationId: string) => void;
}

/**
 * The catalogs of a mapping file that match no specification, one select of the company's specifications
 * each; one left at "not imported yet" makes its maps wait for the catalog, as before.
 */
export function UnmatchedResources({ resources, chosen, onChoose }: UnmatchedResourcesProps) {
  const { t } = useTranslation();
  const specifications = useSpecifications();
  const options = [
    { value: '', label: t('mappingImport.notYet') },
    ...(specifications.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <Paper withBorder p="sm" component="fieldset" style={{ margin: 0 }}>
      <Text component="legend" size="sm" fw={600}>
        {t('mappingImport.unmatched')}
      </Text>
      <Stack gap="xs">
        <Text size="sm">{t('mappingImport.choose')}</Text>
        {resources.map((resource) => (
          <NativeSelect
            key={resource.href}
            label={t('mappingImport.specificationFor', { catalog: resource.title ?? resource.href })}
            description={[
              resource.title === null ? null : resource.href,
              t(roleKey(resource.roles), { count: resource.maps }),
            ]
              .filter(Boolean)
              .join(' · ')}
            data={options}
            value={chosen[resource.href] ?? ''}
            onChange={(event) => onChoose(resource.href, event.currentTarget.value)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
