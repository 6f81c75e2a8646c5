import { subscriptionRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { emptyToNull } from './emptyToNull';
import { SubscriptionSectionPage } from './SubscriptionSectionPage';

/** `/subscription/google-cloud`: where the company lives in Google Cloud; identifiers only, never a key. */
export function GoogleCloudPage() {
  const { t } = useTranslation();
  return (
    <SubscriptionSectionPage
      section="google-cloud"
      description={t('cloud.googleDescription')}
      notice={t('cloud.noSecrets')}
      routes={subscriptionRoutes.googleCloud}
      toInput={emptyToNull}
      fields={[
        {
          name: 'organizationId',
          label: t('cloud.organizationId'),
          description: t('cloud.organizationIdHint'),
        },
        { name: 'projectId', label: t('cloud.projectId'), description: t('cloud.projectIdHint') },
        { name: 'serviceAccountEmail', label: t('cloud.serviceAccountEmail'), kind: 'email' },
      ]}
    />
  );
}
