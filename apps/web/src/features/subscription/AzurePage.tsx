import { subscriptionRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { emptyToNull } from './emptyToNull';
import { SubscriptionSectionPage } from './SubscriptionSectionPage';

/** `/subscription/azure`: where the company lives in Azure; identifiers only, never a client secret. */
export function AzurePage() {
  const { t } = useTranslation();
  const guid = t('cloud.guidHint');
  return (
    <SubscriptionSectionPage
      section="azure"
      description={t('cloud.azureDescription')}
      notice={t('cloud.noSecrets')}
      routes={subscriptionRoutes.azure}
      toInput={emptyToNull}
      fields={[
        { name: 'tenantId', label: t('cloud.tenantId'), description: guid },
        { name: 'subscriptionId', label: t('cloud.subscriptionId'), description: guid },
        { name: 'clientId', label: t('cloud.clientId'), description: guid },
      ]}
    />
  );
}
