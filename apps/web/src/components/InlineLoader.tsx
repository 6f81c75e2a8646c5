import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A small spinner where a part of a page is still loading. A status, so its name is read out; a name on
 * an element without a role is an ARIA violation (axe's aria-prohibited-attr).
 */
export function InlineLoader() {
  const { t } = useTranslation();
  return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
}
