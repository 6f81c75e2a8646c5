import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { Loaded } from '../../../components/Loaded';
import { SettingsPanel } from '../../../components/settings/SettingsPanel';
import { AccessRow } from './AccessRow';
import { useAccesses } from './useAccesses';

/**
 * `/system-configuration/accesses`: for administrators, who has access and how — role, last sign-in,
 * personal access tokens and sessions — with ways to revoke each.
 */
export function AccessesPage() {
  const { t } = useTranslation();
  // The settings layout opens this entry for administrators only (settingsMenus' entryPermissions).
  const accesses = useAccesses();
  return (
    <SettingsPanel entry="accesses" description={t('accesses.description')}>
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
    </SettingsPanel>
  );
}
