import { Paper, Stack } from '@mantine/core';
import type { LinkedExecution } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ItemDocumentation } from '../../documentation/ItemDocumentation';
import { AssignmentsPanel } from '../../items/assignments/AssignmentsPanel';
import { CheckpointsPanel } from '../../items/assignments/CheckpointsPanel';
import { itemQueryKeys } from '../../items/itemQueryKeys';
import { useRequirementChanged } from './useRequirementChanged';

interface ExecutionEditorProps {
  execution: LinkedExecution;
}

/**
 * Where an execution is worked on: its assignments, its three checkpoints and its implementation
 * documentation. Execution details are read-only, so the requirement view, which shows what an execution's
 * dates do to the requirement, is the one place that changes them.
 */
export function ExecutionEditor({ execution }: ExecutionEditorProps) {
  const { t } = useTranslation();
  const changed = useRequirementChanged();
  return (
    <Paper
      component="section"
      aria-label={t('requirement.controls.editing', { asset: execution.assetName })}
      withBorder
      p="xs"
    >
      <Stack gap="sm">
        <AssignmentsPanel category="Executions" item={execution} defaultType={1} editable />
        <CheckpointsPanel
          editable
          owner={{
            category: 'Executions',
            item: execution,
            queryKey: itemQueryKeys.checkpoints(execution.id),
            // The deadline and expiry on the row, and the requirement's semaphore, follow the dates.
            onSaved: changed,
          }}
        />
        <ItemDocumentation category="Executions" item={execution} />
      </Stack>
    </Paper>
  );
}
