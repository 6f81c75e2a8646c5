import { MultiSelect } from '@mantine/core';
import {
  type Audit,
  type AuditKind,
  auditKinds,
  auditsRoutes,
  type CreateAudit,
  createAuditSchema,
  type UpdateAudit,
  updateAuditSchema,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormFields } from '../../../components/form/FormFields';
import { PersonPicker } from '../../../components/PersonPicker';
import { auditsQueryKey } from '../../../lib/auditsQueryKey';
import { displayNameOf } from '../../../lib/displayName';
import { useApi } from '../../../lib/useApi';
import { canHoldWork, usePeople } from '../../../lib/usePeople';
import { useSpecifications } from '../../specification/list/useSpecifications';

/** What the inputs hold; the chosen people and specifications as comma-separated ids. */
type AuditValues = Record<
  | 'title'
  | 'kind'
  | 'scope'
  | 'periodStart'
  | 'periodEnd'
  | 'auditDate'
  | 'leadAuditorId'
  | 'teamIds'
  | 'specificationIds',
  string
>;

const idsOf = (value: string) => value.split(',').filter(Boolean);
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const valuesOf = (audit?: Audit): AuditValues => ({
  title: audit?.title ?? '',
  kind: audit?.kind ?? 'internal',
  scope: audit?.scope ?? '',
  periodStart: audit?.periodStart ?? '',
  periodEnd: audit?.periodEnd ?? '',
  auditDate: audit?.auditDate ?? '',
  leadAuditorId: audit?.leadAuditor?.id ?? '',
  teamIds: (audit?.team ?? []).map((person) => person.id).join(','),
  specificationIds: (audit?.specifications ?? []).map((specification) => specification.id).join(','),
});

const inputOf = (values: AuditValues) => ({
  title: values.title,
  kind: values.kind as AuditKind,
  scope: orNull(values.scope),
  periodStart: orNull(values.periodStart),
  periodEnd: orNull(values.periodEnd),
  auditDate: values.auditDate,
  leadAuditorId: orNull(values.leadAuditorId),
  teamIds: idsOf(values.teamIds),
  specificationIds: idsOf(values.specificationIds),
});

interface AuditDialogProps {
  /** The audit to change; without it the dialog plans a new one. */
  audit?: Audit;
  onClose: () => void;
  onSaved?: (audit: Audit) => void;
}

/** Plans an audit (POST) or changes one (PUT): what, when, who audits, and which specifications. */
export function AuditDialog({ audit, onClose, onSaved }: AuditDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const people = usePeople();
  const specifications = useSpecifications();
  const planning = audit === undefined;
  const personOptions = (people.data ?? [])
    .filter(canHoldWork)
    .map((person) => ({ id: person.id, name: displayNameOf(person), email: person.email }));
  return (
    <FormDialog
      title={planning ? t('audits.planTitle') : t('audits.editTitle', { title: audit.title })}
      submitLabel={planning ? t('audits.plan') : t('forms.save')}
      schema={planning ? createAuditSchema : updateAuditSchema}
      initialValues={valuesOf(audit)}
      toInput={inputOf}
      save={(input: CreateAudit | UpdateAudit) =>
        planning
          ? api.call(auditsRoutes.create, { body: input as CreateAudit })
          : api.call(auditsRoutes.update, { params: { id: audit.id }, body: input })
      }
      succeeded={(_input, saved) =>
        planning ? t('audits.planned', { title: saved.title }) : t('forms.updated')
      }
      failed={planning ? t('audits.notPlanned') : t('forms.notUpdated')}
      invalidates={[auditsQueryKey]}
      onSaved={onSaved}
      onClose={onClose}
      fields={(form) => (
        <>
          <FormFields
            form={form}
            fields={[
              { name: 'title', label: t('audits.fields.title'), required: true, autoComplete: 'off' },
              {
                name: 'kind',
                label: t('audits.fields.kind'),
                kind: 'select',
                options: auditKinds.map((kind) => ({ value: kind, label: t(`audits.kinds.${kind}`) })),
              },
              { name: 'auditDate', label: t('audits.fields.auditDate'), kind: 'date', required: true },
              { name: 'periodStart', label: t('audits.fields.periodStart'), kind: 'date' },
              { name: 'periodEnd', label: t('audits.fields.periodEnd'), kind: 'date' },
            ]}
          />
          <MultiSelect
            label={t('audits.fields.specifications')}
            withAsterisk
            searchable
            data={(specifications.data ?? []).map((specification) => ({
              value: specification.id,
              label: specification.name,
            }))}
            value={idsOf(form.values.specificationIds)}
            onChange={(ids) => form.change({ specificationIds: ids.join(',') })}
            error={form.problemText('specificationIds')}
            nothingFoundMessage={t('audits.noSpecificationFound')}
            comboboxProps={{ withinPortal: true }}
          />
          <PersonPicker
            label={t('audits.fields.leadAuditor')}
            people={personOptions}
            value={orNull(form.values.leadAuditorId)}
            onChange={(id) => form.change({ leadAuditorId: id ?? '' })}
            placeholder={t('audits.noLeadAuditor')}
            nothingFound={t('audits.noPersonFound')}
            clearable
            error={form.problemText('leadAuditorId')}
          />
          <MultiSelect
            label={t('audits.fields.team')}
            searchable
            data={personOptions.map((person) => ({ value: person.id, label: person.name }))}
            value={idsOf(form.values.teamIds)}
            onChange={(ids) => form.change({ teamIds: ids.join(',') })}
            error={form.problemText('teamIds')}
            nothingFoundMessage={t('audits.noPersonFound')}
            comboboxProps={{ withinPortal: true }}
          />
          <FormFields
            form={form}
            fields={[{ name: 'scope', label: t('audits.fields.scope'), kind: 'textarea' }]}
          />
        </>
      )}
    />
  );
}
