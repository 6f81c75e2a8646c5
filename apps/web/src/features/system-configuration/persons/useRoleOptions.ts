import { AUDITOR_ROLE, assignableRoles, type Role } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/**
 * The roles an Administrator gives, by their translated names, least privileged first. An external auditor's
 * role comes only with access to an audit: it is offered, disabled, only to show the role such a person holds.
 */
export function useRoleOptions(current?: Role) {
  const { t } = useTranslation();
  const options = assignableRoles.map((role) => ({
    value: role,
    label: t(`roles.${role}`),
    disabled: false,
  }));
  return current === AUDITOR_ROLE
    ? [{ value: current, label: t(`roles.${current}`), disabled: true }, ...options]
    : options;
}
