import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  type PutTreatment,
  putTreatmentSchema,
  riskRoutes,
  type Treatment,
  treatmentDecisions,
  treatmentStatuses,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { PersonPicker } from '../../components/PersonPicker';
import { displayNameOf } from '../../lib/displayName';
import { useApi } from '../../lib/useApi';
import { canHoldWork, usePeople } from '../../lib/usePeople';
import { treatmentChangeKeys } from './treatmentKeys';

/** What the inputs hold: every field as text, '' for none. */
type TreatmentValues = Record<
  'decision' | 'ownerId' | 'dueDate' | 'status' | 'justification' | 'expiresDate',
  string
>;

const orNull = (value: string) => (value.trim() === '' ? null : value);

const toInput = (values: TreatmentValues) => ({
  decision: values.decision,
  ownerId: orNull(values.ownerId),
  dueDate: orNull(values.dueDate),
  status: values.status,
  justification: orNull(values.justification),
  // Only an acceptance expires; the field is hidden for the other decisions and sends nothing.
  expiresDate: values.decision === 'accept' ? orNull(values.expiresDate) : null,
});

interface TreatmentDialogProps {
  threatId: string;
  /** The scenario's name, for the title. */
  name: string;
  /** The treatment to change; without it the dialog decides the first one. */
  treatment: Treatment | null;
  onClose: () => void;
}

/** Decides or changes a risk scenario's treatment: decision, owner, due date, status, justification, expiry. */
export function TreatmentDialog({ threatId, name, treatment, onClose }: TreatmentDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const people = usePeople();
  const holder = treatment?.owner?.userId ?? null;
  // As assignments: only people with access can be chosen; the current owner stays shown after losing it.
  const options = (people.data ?? [])
    .filter((person) => canHoldWork(person) || person.userId === holder)
    .map((person) => ({ id: person.userId, name: displayNameOf(person), email: person.email }));
  const decisions = treatmentDecisions.map((value) => ({ value, label: t(`treatments.decisions.${value}`) }));
  const statuses = treatmentStatuses.map((value) => ({ value, label: t(`treatments.statuses.${value}`) }));

  return (
    <FormDialog
      title={t('treatments.dialogTitle', { name })}
      submitLabel={t('forms.save')}
      schema={putTreatmentSchema}
      initialValues={{
        decision: treatment?.decision ?? 'mitigate',
        ownerId: holder ?? '',
        dueDate: treatment?.dueDate ?? '',
        status: treatment?.status ?? 'planned',
        justification: treatment?.justification ?? '',
        expiresDate: treatment?.expiresDate ?? '',
      }}
      toInput={toInput}
      save={(input: PutTreatment) =>
        api.call(riskRoutes.putTreatment, { params: { id: threatId }, body: input })
      }
      succeeded={() => t('treatments.saved')}
      failed={t('treatments.notSaved')}
      invalidates={treatmentChangeKeys(threatId)}
      onClose={onClose}
      fields={(form) => (
        <>
          <NativeSelect
            label={t('treatments.decision')}
            required
            data={decisions}
            {...form.textProps('decision')}
          />
          <PersonPicker
            label={t('treatments.owner')}
            people={options}
            value={form.values.ownerId === '' ? null : form.values.ownerId}
            placeholder={t('treatments.noOwner')}
            nothingFound={t('treatments.nobodyFound')}
            clearable
            error={form.problemText('ownerId')}
            onChange={(userId) => form.change({ ownerId: userId ?? '' })}
          />
          <TextInput type="date" label={t('treatments.dueDate')} {...form.textProps('dueDate')} />
          <NativeSelect
            label={t('treatments.status')}
            required
            data={statuses}
            {...form.textProps('status')}
          />
          <Textarea label={t('treatments.justification')} rows={3} {...form.textProps('justification')} />
          {form.values.decision === 'accept' && (
            <TextInput
              type="date"
              label={t('treatments.expiresDate')}
              description={t('treatments.expiresHint')}
              required
              {...form.textProps('expiresDate')}
            />
          )}
        </>
      )}
    />
  );
}
