import { Select } from '@mantine/core';
import { type CompanySettings, scheduleRoutes, updateCompanySettingsSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../components/Loaded';
import { SettingsForm } from '../../components/settings/SettingsForm';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { useCan } from '../auth/useCan';
import { companySettingsQueryKey, useCompanySettings } from '../schedules/useSchedules';

/** The zones this browser knows; UTC, the company's zone until one is set, is not always among them. */
const zonesWith = (current: string) => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};

/**
 * `/system-configuration/time-zone`: the company's time zone, which decides which day it is for its
 * schedules, deadlines and semaphores. Administrators change it; everyone else sees it read-only.
 */
export function TimeZonePage() {
  const { t } = useTranslation();
  const editable = useCan('company:admin');
  const query = useCompanySettings();
  return (
    <SettingsPanel entry="time-zone" description={t('schedules.timeZone.description')} readOnly={!editable}>
      <Loaded query={query}>{(settings) => <TimeZoneForm settings={settings} readOnly={!editable} />}</Loaded>
    </SettingsPanel>
  );
}

function TimeZoneForm({ settings, readOnly }: { settings: CompanySettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const label = t('schedules.timeZone.label');
  return (
    <SettingsForm
      label={t('settings.entries.time-zone')}
      schema={updateCompanySettingsSchema}
      initialValues={{ timeZone: settings.timeZone }}
      toInput={(values) => values}
      save={(input) => api.call(scheduleRoutes.updateSettings, { body: input })}
      // Which day it is moves every occurrence's state, and with them the colours and My work.
      invalidates={[companySettingsQueryKey, itemsQueryKey]}
      readOnly={readOnly}
      fields={(form) => (
        <Select
          label={label}
          placeholder={t('schedules.timeZone.placeholder')}
          searchable
          required
          maw={420}
          disabled={readOnly}
          data={zonesWith(settings.timeZone)}
          value={form.values.timeZone || null}
          onChange={(zone) => form.change({ timeZone: zone ?? '' })}
          nothingFoundMessage={t('schedules.timeZone.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          error={form.problemText('timeZone')}
        />
      )}
    />
  );
}
