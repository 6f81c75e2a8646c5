import { NativeSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  type Audit,
  type CreateFinding,
  createFindingSchema,
  type Finding,
  findingKinds,
  findingRoutes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { PersonPicker } from '../../components/PersonPicker';
import { useApi } from '../../lib/useApi';
import { useOwnerChoices, useRequirementChoices } from './useFindingChoices';
import { findingChangeKeys } from './useFindings';

/** What the inputs hold: every field of a finding as text, '' while none is chosen. */
type FindingValues = Record<keyof CreateFinding, string>;

interface FindingDialogProps {
  audit: Audit;
  /** The finding to change; without it the dialog records a new one. */
  finding?: Finding;
  onClose: () => void;
}

const valuesOf = (finding: Finding | undefined): FindingValues => ({
  kind: finding?.kind ?? 'minor-nonconformity',
  title: finding?.title ?? '',
  description: finding?.description ?? '',
  rootCause: finding?.rootCause ?? '',
  correctiveAction: finding?.correctiveAction ?? '',
  requirementId: finding?.requirement?.id ?? '',
  ownerId: finding?.owner?.id ?? '',
  dueDate: finding?.dueDate ?? '',
});

/**
 * Records a finding of the audit (POST) or changes one (PUT): against one of the audit's specifications'
 * requirements or the audit as a whole, with its owner and due date. Root cause and corrective action come
 * once it is recorded, as the owner works on it.
 */
export function FindingDialog({ audit, finding, onClose }: FindingDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const requirements = useRequirementChoices(audit);
  const owners = useOwnerChoices(audit);
  const recording = finding === undefined;
  // A new finding leaves out what is empty; a change clears it.
  const chosen = (value: string) => (value === '' ? (recording ? undefined : null) : value);
  return (
    <FormDialog
      title={
        recording ? t('findings.recordTitle') : t('findings.editTitle', { identifier: finding.identifier })
      }
      submitLabel={recording ? t('findings.record') : t('forms.save')}
      // Every field of the form goes in the change too, so one schema checks both.
      schema={createFindingSchema}
      initialValues={valuesOf(finding)}
      toInput={(values: FindingValues) => ({
        kind: values.kind,
        title: values.title,
        description: values.description,
        ...(recording ? {} : { rootCause: values.rootCause, correctiveAction: values.correctiveAction }),
        requirementId: chosen(values.requirementId),
        ownerId: chosen(values.ownerId),
        dueDate: chosen(values.dueDate),
      })}
      save={(input) =>
        recording
          ? api.call(findingRoutes.create, { params: { id: audit.id }, body: input })
          : api.call(findingRoutes.update, { params: { id: finding.id }, body: input })
      }
      succeeded={(_input, saved) =>
        recording ? t('findings.recorded', { identifier: saved.identifier }) : t('forms.updated')
      }
      failed={recording ? t('findings.notRecorded') : t('forms.notUpdated')}
      invalidates={findingChangeKeys}
      onClose={onClose}
      fields={(form) => (
        <>
          <NativeSelect
            label={t('findings.columns.kind')}
            required
            data={findingKinds.map((kind) => ({ value: kind, label: t(`findings.kinds.${kind}`) }))}
            {...form.textProps('kind')}
          />
          <TextInput
            label={t('findings.columns.title')}
            required
            autoComplete="off"
            {...form.textProps('title')}
          />
          <Textarea label={t('findings.description')} rows={3} {...form.textProps('description')} />
          {!recording && (
            <>
              <Textarea label={t('findings.rootCause')} rows={2} {...form.textProps('rootCause')} />
              <Textarea
                label={t('findings.correctiveAction')}
                rows={2}
                {...form.textProps('correctiveAction')}
              />
            </>
          )}
          <Select
            label={t('findings.columns.requirement')}
            placeholder={t('findings.wholeAudit')}
            searchable
            clearable
            data={requirements}
            value={form.values.requirementId || null}
            onChange={(id) => form.change({ requirementId: id ?? '' })}
            nothingFoundMessage={t('findings.noRequirement')}
            clearButtonProps={{
              'aria-label': t('select.clear', { label: t('findings.columns.requirement') }),
            }}
            comboboxProps={{ withinPortal: true }}
            error={form.problemText('requirementId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PersonPicker
              label={t('findings.columns.owner')}
              people={owners}
              value={form.values.ownerId || null}
              onChange={(id) => form.change({ ownerId: id ?? '' })}
              placeholder={t('findings.noOwner')}
              nothingFound={t('findings.noPerson')}
              clearable
              error={form.problemText('ownerId')}
            />
            <TextInput type="date" label={t('findings.columns.due')} {...form.textProps('dueDate')} />
          </SimpleGrid>
        </>
      )}
    />
  );
}
