import { Anchor } from '@mantine/core';
import { serviceModules, subscriptionRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../auth/useCan';
import { SubscriptionSectionPage } from './SubscriptionSectionPage';

/**
 * `/subscription/services`: which modules the company uses, one switch each. The audit log is no switch:
 * every change is recorded whatever the setting, so it is a way to the log instead; the
 * stored `auditLog` value travels through the form untouched, so the API keeps its shape.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const administrator = useCan('company:admin');
  return (
    <SubscriptionSectionPage
      section="services"
      description={t('services.description')}
      notice={
        <>
          {t('services.auditLogNotice')}{' '}
          {administrator && (
            <Anchor component={Link} to="/system-configuration/log">
              {t('services.openLog')}
            </Anchor>
          )}
        </>
      }
      routes={subscriptionRoutes.services}
      fields={serviceModules
        .filter((module) => module !== 'auditLog')
        .map((module) => ({ name: module, label: t(`services.${module}`), kind: 'switch' }))}
    />
  );
}
