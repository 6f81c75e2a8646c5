import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Loaded } from '../../components/Loaded';
import { PageLoader } from '../../components/PageLoader';
import { breakpoints, narrowerThan } from '../../components/theme/theme';
import { ItemDetailsProvider } from '../item-details/ItemDetailsProvider';
import { LabelledNavigationIndex } from './navigation/LabelledNavigationIndex';
import { navigationIndexId } from './navigation/specificationState';
import { specificationStore, useSpecificationState } from './navigation/useSpecificationState';
import { RequirementView } from './requirement/RequirementView';
import { SpecificationOverview } from './SpecificationOverview';
import { useSpecification } from './useSpecification';

/** Below the tablet breakpoint (768 px) the index gives the room to the requirement. */
const narrowQuery = narrowerThan(breakpoints.indexCollapse);

/**
 * `/praxis/specification/{id}`: the navigation index beside either the chosen requirement (`?requirement=`
 * in the address, so a reload keeps it) or, with none chosen, the specification's overview.
 */
export function SpecificationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { specification, elements } = useSpecification(id);
  const indexExpanded = useSpecificationState((state) => state.indexExpanded);
  const requirements = useSpecificationState((state) => state.requirements);
  const list = elements.data ?? [];
  const selectedId = params.get('requirement');
  const selected = useMemo(
    () => requirements.find((requirement) => requirement.id === selectedId) ?? null,
    [requirements, selectedId],
  );

  useEffect(() => {
    specificationStore.dispatch({ type: 'select', id: selectedId });
  }, [selectedId]);

  // Crossing below 768 px collapses the index; crossing back opens it again. At or above it the user decides.
  const narrow = useMediaQuery(narrowQuery);
  const wasNarrow = useRef(false);
  useEffect(() => {
    if (narrow === true) specificationStore.dispatch({ type: 'setIndexExpanded', expanded: false });
    else if (narrow === false && wasNarrow.current) {
      specificationStore.dispatch({ type: 'setIndexExpanded', expanded: true });
    }
    wasNarrow.current = narrow === true;
  }, [narrow]);

  if (specification.isPending) return <PageLoader />;
  if (specification.isError) {
    return (
      <Alert color="red" role="alert" title={t('forms.loadFailed')}>
        {t('specification.notLoaded')}
      </Alert>
    );
  }

  return (
    <ItemDetailsProvider>
      <Box display="flex" style={{ gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
        {indexExpanded && (
          <Box
            component="nav"
            id={navigationIndexId}
            aria-label={t('navigationIndex.label')}
            w={narrow ? '100%' : 320}
            miw={narrow ? undefined : 260}
            style={{
              flex: 'none',
              position: 'sticky',
              top: 0,
              maxHeight: 'calc(100dvh - 200px)',
              overflow: 'auto',
            }}
          >
            {/* A failed load says so, with a retry: an empty index would claim the specification is empty. */}
            <Loaded query={elements}>
              {(loadedElements) => (
                <LabelledNavigationIndex
                  // Another specification starts with its own topics open.
                  key={id}
                  specification={specification.data}
                  elements={loadedElements}
                  selectedId={selectedId}
                  onSelect={(requirementId) => {
                    setParams({ requirement: requirementId });
                    // On a narrow screen the index covers the requirement; make way for it.
                    if (narrow) specificationStore.dispatch({ type: 'setIndexExpanded', expanded: false });
                  }}
                />
              )}
            </Loaded>
          </Box>
        )}
        {!(narrow && indexExpanded) && (
          <Stack style={{ flex: 1, minWidth: 0 }}>
            {selected === null ? (
              <>
                <Title order={1}>{specification.data.name}</Title>
                {selectedId !== null && elements.isSuccess && (
                  <Text c="dimmed">{t('specification.requirementMissing')}</Text>
                )}
                <SpecificationOverview specification={specification.data} elements={list} />
              </>
            ) : (
              <RequirementView key={selected.id} element={selected} />
            )}
          </Stack>
        )}
      </Box>
    </ItemDetailsProvider>
  );
}
