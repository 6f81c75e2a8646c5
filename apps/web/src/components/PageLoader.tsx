import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status">
      <Loader />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
