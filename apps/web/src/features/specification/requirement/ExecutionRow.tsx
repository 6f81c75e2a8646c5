import { Button, Collapse, Group, Text } from '@mantine/core';
import type { LinkedExecution } from '@praxis/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/useFormatDate';
import { ImplementationDate } from '../../items/assignments/ImplementationDate';
import { useOpenItem } from '../../items/useOpenItem';
import { ExecutionEditor } from './ExecutionEditor';

interface ExecutionRowProps {
  execution: LinkedExecution;
  editable: boolean;
}

/**
 * One execution of a linked control: the asset it runs on, its deadline and expiry, and its implementation;
 * those who may write open its editor here (its details are read-only).
 */
export function ExecutionRow({ execution, editable }: ExecutionRowProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const openItem = useOpenItem();
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const { deadlineDate, expiresDate } = execution.checkpoints;
  const dates = [
    `${t('items.checkpoints.deadlineDate')}: ${formatDate(deadlineDate)}`,
    `${t('items.checkpoints.expiresDate')}: ${formatDate(expiresDate)}`,
  ].join(' · ');
  const name = t('items.executionOnNamed', { asset: execution.assetName });
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm">{name}</Text>
          <Text size="xs" c="dimmed">
            {execution.identifier} · {dates}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <ImplementationDate execution={execution} editable={editable} />
          {editable && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t('requirement.controls.editExecution', { asset: execution.assetName })}
              aria-expanded={editing}
              aria-controls={editorId}
              onClick={() => setEditing((open) => !open)}
            >
              {t('requirement.controls.edit')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('toolbox.viewDetailsOf', { name })}
            onClick={() => openItem('Executions', execution)}
          >
            {t('toolbox.viewDetails')}
          </Button>
        </Group>
      </Group>
      {editable && (
        <Collapse expanded={editing} id={editorId} mt="xs">
          {editing && <ExecutionEditor execution={execution} />}
        </Collapse>
      )}
    </li>
  );
}
