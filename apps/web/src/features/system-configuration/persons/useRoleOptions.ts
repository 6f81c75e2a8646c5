import { roles } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/** The four server-provided roles by their translated names, least privileged first. */
export function useRoleOptions() {
  const { t } = useTranslation();
  return roles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
