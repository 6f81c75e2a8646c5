import { type Environment, subscriptionRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useApi } from '../../lib/useApi';
import { subscriptionQueryKey } from './useSubscriptionSection';

interface DeleteEnvironmentDialogProps {
  environment: Environment;
  onClose: () => void;
}

export function DeleteEnvironmentDialog({ environment, onClose }: DeleteEnvironmentDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { name } = environment;
  return (
    <ConfirmDialog
      title={t('environments.deleteTitle')}
      question={t('environments.deleteQuestion', { name })}
      confirmLabel={t('environments.delete')}
      danger
      action={() => api.send(subscriptionRoutes.deleteEnvironment, { params: { id: environment.id } })}
      succeeded={t('environments.deleted', { name })}
      failed={t('environments.notDeleted')}
      invalidates={[subscriptionQueryKey('environments')]}
      onClose={onClose}
    />
  );
}
