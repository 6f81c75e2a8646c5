import {
  accessTokenRoutes,
  type CreateAccessToken,
  type CreatedAccessToken,
  createAccessTokenSchema,
  tokenScopes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { accessTokensQueryKey } from './useAccessTokens';

type TokenValues = Record<'name' | 'scope' | 'expiresInDays', string>;

const LIFETIMES = ['7', '30', '90', '180', '365'];

interface CreateTokenDialogProps {
  onCreated: (created: CreatedAccessToken) => void;
  onClose: () => void;
}

/** Makes a token; the answer holds the token, which the page shows once. */
export function CreateTokenDialog({ onCreated, onClose }: CreateTokenDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog
      title={t('accessTokens.createTitle')}
      submitLabel={t('accessTokens.create')}
      fields={[
        { name: 'name', label: t('accessTokens.name'), required: true, autoComplete: 'off' },
        {
          name: 'scope',
          label: t('accessTokens.scope'),
          kind: 'select',
          description: t('accessTokens.scopeHelp'),
          options: tokenScopes.map((scope) => ({ value: scope, label: t(`accessTokens.scopes.${scope}`) })),
        },
        {
          name: 'expiresInDays',
          label: t('accessTokens.expiresIn'),
          kind: 'select',
          options: LIFETIMES.map((days) => ({
            value: days,
            label: t('accessTokens.days', { count: +days }),
          })),
        },
      ]}
      schema={createAccessTokenSchema}
      initialValues={{ name: '', scope: 'read', expiresInDays: '30' }}
      toInput={(values: TokenValues) => values}
      save={(input: CreateAccessToken) => api.call(accessTokenRoutes.create, { body: input })}
      succeeded={({ name }) => t('accessTokens.created', { name })}
      failed={t('accessTokens.notCreated')}
      invalidates={[accessTokensQueryKey]}
      onSaved={onCreated}
      onClose={onClose}
    />
  );
}
