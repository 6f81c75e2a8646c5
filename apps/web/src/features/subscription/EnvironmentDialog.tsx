import {
  type Environment,
  type EnvironmentInput,
  environmentInputSchema,
  subscriptionRoutes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { subscriptionQueryKey } from './useSubscriptionSection';

type EnvironmentValues = Record<'name' | 'description', string>;

interface EnvironmentDialogProps {
  /** The environment to rename; without it the dialog adds a new one. */
  environment?: Environment;
  onClose: () => void;
}

/** Adds an environment (POST) or renames and describes one (PUT). */
export function EnvironmentDialog({ environment, onClose }: EnvironmentDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const adding = environment === undefined;
  return (
    <FormDialog
      title={adding ? t('environments.addTitle') : t('environments.editTitle', { name: environment.name })}
      submitLabel={adding ? t('environments.add') : t('forms.save')}
      fields={[
        { name: 'name', label: t('environments.name'), required: true, autoComplete: 'off' },
        { name: 'description', label: t('environments.descriptionLabel'), kind: 'textarea' },
      ]}
      schema={environmentInputSchema}
      initialValues={{ name: environment?.name ?? '', description: environment?.description ?? '' }}
      toInput={(values: EnvironmentValues) => values}
      save={(input: EnvironmentInput) =>
        adding
          ? api.send(subscriptionRoutes.createEnvironment, { body: input })
          : api.send(subscriptionRoutes.updateEnvironment, { params: { id: environment.id }, body: input })
      }
      succeeded={({ name }) => (adding ? t('environments.added', { name }) : t('forms.updated'))}
      failed={adding ? t('environments.notAdded') : t('forms.notUpdated')}
      invalidates={[subscriptionQueryKey('environments')]}
      onClose={onClose}
    />
  );
}
