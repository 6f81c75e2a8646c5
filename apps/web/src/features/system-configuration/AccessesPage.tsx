import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { Loaded } from '../../components/Loaded';
import { useCan } from '../auth/useCan';
import { SettingsPanel } from '../settings/SettingsPanel';
import { AccessRow } from './AccessRow';
import { useAccesses } from './useAccesses';

/**
 * `/system-configuration/accesses`: for administrators, who has access and how — role, last sign-in,
 * personal access tokens and sessions — with ways to revoke each.
 */
export function AccessesPage() {
  const { t } = useTranslation();
  const administrator = useCan('company:admin');
  const accesses = useAccesses(administrator);
  return (
    <SettingsPanel entry="accesses" description={t('accesses.description')}>
      {!administrator ? (
        <Alert color="gray" variant="light">
          {t('accesses.administratorsOnly')}
        </Alert>
      ) : (
        <Loaded query={accesses}>
          {(people) => (
            <>
              {people.some((p) => p.sessions === null) && (
                <Alert color="blue" variant="light">
                  {t('accesses.externalProvider')}
                </Alert>
              )}
              <DataTable
                minWidth={760}
                caption={t('persons.count', { count: people.length })}
                headers={[
                  t('accesses.person'),
                  t('persons.role'),
                  t('accesses.lastSignIn'),
                  t('accesses.activeTokens'),
                  t('accesses.activeSessions'),
                ]}
                withActions
              >
                {people.map((access) => (
                  <AccessRow key={access.userId} access={access} />
                ))}
              </DataTable>
            </>
          )}
        </Loaded>
      )}
    </SettingsPanel>
  );
}
