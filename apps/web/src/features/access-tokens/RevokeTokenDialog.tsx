import type { AccessToken } from '@praxis/contract';
import { accessTokenRoutes } from '@praxis/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useApi } from '../../lib/useApi';
import { accessTokensQueryKey } from './useAccessTokens';

interface RevokeTokenDialogProps {
  token: AccessToken;
  /** Whose token: one's own or any of the company's, by an administrator. */
  of: 'me' | 'company';
  /** Further lists that show the token. */
  invalidates?: QueryKey[];
  onClose: () => void;
}

export function RevokeTokenDialog({ token, of, invalidates = [], onClose }: RevokeTokenDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { name } = token;
  const revoke = of === 'me' ? accessTokenRoutes.revokeMine : accessTokenRoutes.revokeInCompany;
  return (
    <ConfirmDialog
      title={t('accessTokens.revokeTitle')}
      question={t('accessTokens.revokeQuestion', { name })}
      detail={t('accessTokens.revokeDetail')}
      confirmLabel={t('accessTokens.revoke')}
      danger
      action={() => api.send(revoke, { params: { id: token.id } })}
      succeeded={t('accessTokens.revoked', { name })}
      failed={t('accessTokens.notRevoked')}
      invalidates={[accessTokensQueryKey, ...invalidates]}
      onClose={onClose}
    />
  );
}
