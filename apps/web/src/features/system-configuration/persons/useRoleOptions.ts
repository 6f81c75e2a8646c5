import { roles } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/** Spec §3 and §6: the four server-provided roles by their translated names, least privileged first. */
export function useRoleOptions() {
  const { t } = useTranslation();
  return roles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
