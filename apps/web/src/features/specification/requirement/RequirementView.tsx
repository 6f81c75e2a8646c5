import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { requirementRoutes, type SpecificationElement } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SemaphoreDot } from '../../../components/charts/SemaphoreDot';
import { InlineLoader } from '../../../components/InlineLoader';
import { RichTextView } from '../../../components/RichTextEditor/RichTextView';
import { useApi } from '../../../lib/useApi';
import { useCan } from '../../auth/useCan';
import { fromV2 } from '../../documentation/documentationApi';
import { ItemDocumentation } from '../../documentation/ItemDocumentation';
import { EvidencePanel } from '../../evidence/EvidencePanel';
import { RequirementFindings } from '../../findings/RequirementFindings';
import { AssignmentsPanel } from '../../items/assignments/AssignmentsPanel';
import { CheckpointsPanel } from '../../items/assignments/CheckpointsPanel';
import { LabelPicker } from '../../labels/LabelPicker';
import { ScheduleSection } from '../../schedules/ScheduleSection';
import { MappedRequirementsPanel } from '../mappings/MappedRequirementsPanel';
import { MappingsPanel } from '../mappings/MappingsPanel';
import { useMapped } from '../mappings/useMapped';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { ApplicabilityPanel } from './ApplicabilityPanel';
import { LinkedControlsPanel } from './LinkedControlsPanel';
import { MaturityPanel } from './MaturityPanel';
import { NestedRequirements } from './NestedRequirements';
import { ParametersPanel } from './ParametersPanel';
import { ProjectedSemaphore } from './ProjectedSemaphore';
import { RequirementRelationsPanel } from './RequirementRelationsPanel';
import { useParameters } from './useParameters';
import { useRequirementChanged } from './useRequirementChanged';
import { useRequirementPart } from './useRequirementPart';

interface RequirementViewProps {
  /** The requirement as the index has it; the view reads the rest. */
  element: SpecificationElement;
}

/**
 * One requirement and the work on it: its text, applicability, controls and their executions, its own
 * checkpoints, evidence and assignments, maturities, related items and documentation. Readers see it all
 * read-only.
 */
export function RequirementView({ element }: RequirementViewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const editable = useCan('data:write');
  const changed = useRequirementChanged();
  const load = useRequirementPart(
    element,
    (view) => view.requirement,
    (signal) => api.call(requirementRoutes.get, { params: { id: element } }, signal),
  );
  const requirement = useQuery({
    queryKey: specificationQueryKeys.requirement(element.id),
    queryFn: ({ signal }) => load(signal),
  });
  // In version 2 the panels below read their parts from the one answer `load` reads (useRequirementPart).
  const checkpoints = useRequirementPart(element, (view) => view.checkpoints, undefined);
  const evidence = useRequirementPart(element, (view) => view.evidence, undefined);
  const assignments = useRequirementPart(element, (view) => view.assignments, undefined);
  const documentation = useRequirementPart(
    element,
    (view) => view.requirement.documentation.map(fromV2),
    undefined,
  );
  // The index's colour is the fresher while the requirement is read again after a change.
  const semaphore = requirement.data?.semaphore ?? element.semaphore ?? 'gray';
  // Apart from its own colour, never mixed in: what mapped sources say when it has no assessment of its own.
  const mapped = useMapped(element);
  const parameters = useParameters(element);

  return (
    <Stack gap="sm" component="article" aria-labelledby="requirement-title">
      <div>
        <NestedRequirements element={element} part="parent" />
        <Text ff="monospace" size="sm" c="dimmed">
          {element.code}
        </Text>
        <Group gap="sm" align="center" wrap="nowrap">
          <Title order={1} id="requirement-title" size="h2">
            {element.name}
          </Title>
        </Group>
        <Group gap={6} mt={4}>
          <Text size="sm" fw={500}>
            {t('requirement.semaphore')}
          </Text>
          <SemaphoreDot colour={semaphore} withLabel />
        </Group>
        {mapped.data?.projection && <ProjectedSemaphore projection={mapped.data.projection} />}
      </div>
      <LabelPicker
        category="Requirements"
        owner={element}
        labels={requirement.data?.labels ?? element.labels}
        editable={editable}
      />
      {requirement.isPending ? (
        <InlineLoader />
      ) : requirement.isError ? (
        <Alert color="red" role="alert" title={t('forms.loadFailed')} />
      ) : (
        requirement.data.text !== null && (
          <Paper withBorder p="sm">
            <RichTextView
              html={requirement.data.text}
              label={t('requirement.text')}
              parameters={parameters.data}
            />
          </Paper>
        )
      )}
      <NestedRequirements element={element} part="children" />
      <ParametersPanel requirement={element} editable={editable} />
      <ApplicabilityPanel requirement={element} editable={editable} />
      <LinkedControlsPanel requirement={element} editable={editable} />
      <CheckpointsPanel
        editable={editable}
        owner={{
          category: 'Requirements',
          item: element,
          queryKey: specificationQueryKeys.requirement(element.id, 'checkpoints'),
          onSaved: changed,
          load: checkpoints,
        }}
      />
      <ScheduleSection
        holder={{ category: 'Requirements', id: element.id }}
        subject="work"
        editable={editable}
      />
      <EvidencePanel
        owner={{ category: 'Requirements', id: element.id }}
        editable={editable}
        load={evidence}
      />
      <RequirementFindings requirementId={element.id} />
      <AssignmentsPanel
        category="Requirements"
        item={element}
        defaultType={0}
        editable={editable}
        load={assignments}
      />
      <MaturityPanel requirement={element} editable={editable} />
      <RequirementRelationsPanel requirement={element} editable={editable} />
      <MappingsPanel requirement={element} editable={editable} />
      <MappedRequirementsPanel requirement={element} editable={editable} />
      <section aria-labelledby="requirement-documentation">
        <Title order={2} size="h4" id="requirement-documentation" mb="xs">
          {t('requirement.documentation')}
        </Title>
        {/* The statement is above already; its authoritative copy among the texts would say it twice. */}
        <ItemDocumentation
          category="Requirements"
          item={element}
          shownElsewhere={requirement.data?.text ?? null}
          load={documentation}
        />
      </section>
    </Stack>
  );
}
