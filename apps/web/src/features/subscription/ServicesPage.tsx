import { serviceModules, servicesSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { SubscriptionSectionPage } from './SubscriptionSectionPage';

/** `/subscription/services`: which modules the company uses, one switch each. */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <SubscriptionSectionPage
      section="services"
      description={t('services.description')}
      schema={servicesSchema}
      inputSchema={servicesSchema}
      fields={serviceModules.map((module) => ({
        name: module,
        label: t(`services.${module}`),
        kind: 'switch',
      }))}
    />
  );
}
