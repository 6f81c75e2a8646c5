import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Specification, specificationRoutes } from '@praxis/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { InlineLoader } from '../../../components/InlineLoader';
import { Loaded } from '../../../components/Loaded';
import { useApi } from '../../../lib/useApi';
import { useCan } from '../../auth/useCan';
import { ImportMappingsDialog } from '../mappings/ImportMappingsDialog';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { ImportSpecificationDialog } from './ImportSpecificationDialog';
import { LibraryDialog } from './LibraryDialog';
import { SpecificationRow } from './SpecificationRow';
import { useSpecifications } from './useSpecifications';

// Its own chunk: the item dialogs its links open are heavy, and the list should not wait for them.
const DashboardSection = lazy(async () => ({
  default: (await import('../../dashboard/Dashboard')).DashboardSection,
}));

/**
 * `/praxis`: the company's specifications, searchable; administrators import and delete them and add them
 * from the library, which everybody may browse; users and administrators import mappings between them.
 */
export function SpecificationsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const administrator = useCan('company:admin');
  const writer = useCan('data:write');
  const specifications = useSpecifications();
  const [search, setSearch] = useState('');
  const [importing, setImporting] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const [importingMappings, setImportingMappings] = useState(false);
  const [deleting, setDeleting] = useState<Specification | null>(null);
  // A name search is a case-insensitive substring match; the list is short, so it runs here.
  const needle = search.trim().toLocaleLowerCase();

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('specifications.title')}</Title>
        <Group gap="xs">
          {writer && (
            <Button variant="default" onClick={() => setImportingMappings(true)}>
              {t('mappingImport.open')}
            </Button>
          )}
          <Button variant="default" onClick={() => setBrowsing(true)}>
            {t('library.open')}
          </Button>
          {administrator && <Button onClick={() => setImporting(true)}>{t('import.open')}</Button>}
        </Group>
      </Group>
      <Suspense fallback={<InlineLoader />}>
        <DashboardSection />
      </Suspense>
      <TextInput
        type="search"
        label={t('specifications.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <Loaded query={specifications}>
        {(list) => {
          const shown = list.filter((s) => s.name.toLocaleLowerCase().includes(needle));
          if (list.length === 0) {
            return (
              <Text c="dimmed">
                {administrator ? t('specifications.emptyAdministrator') : t('specifications.empty')}
              </Text>
            );
          }
          if (shown.length === 0) {
            return <Text c="dimmed">{t('specifications.noMatch', { search: search.trim() })}</Text>;
          }
          return (
            <Stack
              component="ul"
              gap="xs"
              aria-label={t('specifications.list')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {shown.map((specification) => (
                <SpecificationRow
                  key={specification.id}
                  specification={specification}
                  onDelete={administrator ? () => setDeleting(specification) : undefined}
                />
              ))}
            </Stack>
          );
        }}
      </Loaded>
      {importing && <ImportSpecificationDialog onClose={() => setImporting(false)} />}
      {browsing && <LibraryDialog canAdd={administrator} onClose={() => setBrowsing(false)} />}
      {importingMappings && <ImportMappingsDialog onClose={() => setImportingMappings(false)} />}
      {deleting !== null && (
        <ConfirmDialog
          title={t('specifications.deleteTitle')}
          question={t('specifications.deleteQuestion', { name: deleting.name })}
          detail={t('specifications.deleteDetail')}
          confirmLabel={t('specifications.delete')}
          danger
          action={() => api.send(specificationRoutes.remove, { params: { id: deleting } })}
          succeeded={t('specifications.deleted', { name: deleting.name })}
          failed={t('specifications.notDeleted')}
          invalidates={[specificationQueryKeys.all]}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
