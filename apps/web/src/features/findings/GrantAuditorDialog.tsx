import { type Audit, auditsRoutes, grantAuditorSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { auditorsQueryKey } from './useAuditors';

type GrantValues = Record<'email' | 'firstName' | 'lastName' | 'until', string>;

/** Gives an external auditor read access to the audit until a date; the server mails them an invitation. */
export function GrantAuditorDialog({ audit, onClose }: { audit: Audit; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog
      title={t('auditorAccess.grantTitle', { title: audit.title })}
      submitLabel={t('auditorAccess.grant')}
      fields={[
        {
          name: 'email',
          label: t('auditorAccess.email'),
          kind: 'email',
          required: true,
          autoComplete: 'off',
        },
        { name: 'firstName', label: t('auditorAccess.firstName'), autoComplete: 'off' },
        { name: 'lastName', label: t('auditorAccess.lastName'), autoComplete: 'off' },
        {
          name: 'until',
          label: t('auditorAccess.until'),
          kind: 'date',
          required: true,
          description: t('auditorAccess.untilHelp'),
        },
      ]}
      schema={grantAuditorSchema}
      initialValues={{ email: '', firstName: '', lastName: '', until: audit.periodEnd ?? audit.auditDate }}
      toInput={(values: GrantValues) => ({
        email: values.email.trim(),
        firstName: values.firstName === '' ? undefined : values.firstName,
        lastName: values.lastName === '' ? undefined : values.lastName,
        until: values.until,
      })}
      save={(input) => api.call(auditsRoutes.grantAuditor, { params: { id: audit.id }, body: input })}
      succeeded={({ email }) => t('auditorAccess.granted', { email })}
      failed={t('auditorAccess.notGranted')}
      invalidates={[auditorsQueryKey(audit.id)]}
      onClose={onClose}
    />
  );
}
