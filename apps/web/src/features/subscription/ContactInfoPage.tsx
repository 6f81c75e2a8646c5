import { subscriptionRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { meQueryKey } from '../auth/me';
import { SubscriptionSectionPage } from './SubscriptionSectionPage';

/** `/subscription/contact-info`: the company's name and how to reach it; saving the name renames the company. */
export function ContactInfoPage() {
  const { t } = useTranslation();
  return (
    <SubscriptionSectionPage
      section="contact-info"
      description={t('contactInfo.description')}
      routes={subscriptionRoutes.contactInfo}
      fields={[
        {
          name: 'companyName',
          label: t('contactInfo.companyName'),
          required: true,
          autoComplete: 'organization',
        },
        { name: 'address', label: t('contactInfo.address'), autoComplete: 'street-address' },
        { name: 'postalCode', label: t('contactInfo.postalCode'), autoComplete: 'postal-code' },
        { name: 'city', label: t('contactInfo.city'), autoComplete: 'address-level2' },
        { name: 'country', label: t('contactInfo.country'), autoComplete: 'country-name' },
        { name: 'email', label: t('contactInfo.email'), kind: 'email', autoComplete: 'email' },
        { name: 'phone', label: t('contactInfo.phone'), kind: 'tel', autoComplete: 'tel-national' },
      ]}
      // The company's name is part of the signed-in user's record.
      alsoInvalidates={[meQueryKey]}
    />
  );
}
