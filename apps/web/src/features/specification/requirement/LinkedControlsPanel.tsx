import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Entity, LinkedControl } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { InlineLoader } from '../../../components/InlineLoader';
import { AddItemDialog } from '../../items/relations/AddItemDialog';
import { RelatedItemActions } from '../../items/relations/RelatedItemActions';
import { useOpenItem } from '../../items/useOpenItem';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { ExecutionRow } from './ExecutionRow';
import { SuggestedControls } from './SuggestedControls';
import { useLinkedControls } from './useLinkedControls';

interface LinkedControlsPanelProps {
  requirement: Entity;
  editable: boolean;
}

/**
 * The controls that meet the requirement, each with its executions on assets and their dates,
 * and the suggestions of controls to link.
 */
export function LinkedControlsPanel({ requirement, editable }: LinkedControlsPanelProps) {
  const { t } = useTranslation();
  const openItem = useOpenItem();
  const { controls, link, unlink, addExecution } = useLinkedControls(requirement);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<LinkedControl | null>(null);
  const [executionFor, setExecutionFor] = useState<LinkedControl | null>(null);
  const list = controls.data ?? [];

  return (
    <>
      <CollapsibleSection
        title={t('requirement.controls.title')}
        count={list.length}
        actions={
          editable && (
            <Button size="xs" variant="light" onClick={() => setLinking(true)}>
              {t('requirement.controls.link')}
            </Button>
          )
        }
      >
        {controls.isPending ? (
          <InlineLoader />
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('requirement.controls.none')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((control) => (
              <Paper key={control.id} component="li" withBorder p="xs" aria-label={control.name}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {control.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[control.identifier, control.title].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                  <RelatedItemActions
                    name={control.name}
                    onOpen={() => openItem('Controls', control)}
                    remove={
                      editable
                        ? {
                            label: t('requirement.controls.unlinkNamed', { name: control.name }),
                            testId: 'unlink-control',
                            onClick: () => setUnlinking(control),
                          }
                        : undefined
                    }
                  >
                    {editable && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={t('requirement.controls.addExecutionTo', { name: control.name })}
                        onClick={() => setExecutionFor(control)}
                      >
                        {t('requirement.controls.addExecution')}
                      </Button>
                    )}
                  </RelatedItemActions>
                </Group>
                {control.executions.length === 0 ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('requirement.controls.noExecutions')}
                  </Text>
                ) : (
                  <Stack
                    gap={4}
                    mt="xs"
                    component="ul"
                    aria-label={t('requirement.controls.executionsOf', { name: control.name })}
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {control.executions.map((execution) => (
                      <ExecutionRow key={execution.id} execution={execution} editable={editable} />
                    ))}
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </CollapsibleSection>
      <SuggestedControls
        requirement={requirement}
        editable={editable}
        onLink={(control) => link.mutate(control)}
      />
      {linking && (
        <AddItemDialog
          category="Controls"
          title={t('requirement.controls.link')}
          excluded={list.map((control) => control.id)}
          onPick={(control) => {
            link.mutate(control);
            setLinking(false);
          }}
          onClose={() => setLinking(false)}
        />
      )}
      {executionFor !== null && (
        <AddItemDialog
          category="Assets"
          title={t('requirement.controls.addExecutionTo', { name: executionFor.name })}
          excluded={executionFor.executions.flatMap((execution) =>
            execution.assetId === null ? [] : [execution.assetId],
          )}
          onPick={(asset) => {
            addExecution.mutate({ control: executionFor, asset });
            setExecutionFor(null);
          }}
          onClose={() => setExecutionFor(null)}
        />
      )}
      {unlinking !== null && (
        <ConfirmDialog
          title={t('requirement.controls.unlinkTitle')}
          question={t('requirement.controls.unlinkQuestion', { name: unlinking.name })}
          confirmLabel={t('requirement.controls.unlink')}
          danger
          action={() => unlink(unlinking)}
          succeeded={t('requirement.controls.unlinked')}
          failed={t('requirement.controls.notUnlinked')}
          invalidates={[specificationQueryKeys.all]}
          onClose={() => setUnlinking(null)}
        />
      )}
    </>
  );
}
