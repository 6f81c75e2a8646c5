import { Autocomplete, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { auditEntities } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { usePeople } from '../../lib/usePeople';
import { type AuditFilters, isAuditEntity } from './auditFilters';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Entity, person and a date range; each change applies at once. */
export function AuditLogFilters({ filters, onChange }: AuditLogFiltersProps) {
  const { t } = useTranslation();
  const people = usePeople();
  const entities = auditEntities
    .map((entity) => ({ value: entity, label: t(`auditLog.entities.${entity}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  // Suggestions only: the log keeps the emails of people deleted since, and any part of one matches.
  const emails = (people.data ?? []).map((person) => person.email).sort();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <NativeSelect
        label={t('auditLog.entity')}
        value={filters.entity}
        data={[{ value: '', label: t('auditLog.anyEntity') }, ...entities]}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onChange({ ...filters, entity: isAuditEntity(value) ? value : '' });
        }}
      />
      <Autocomplete
        label={t('auditLog.personEmail')}
        value={filters.userEmail}
        data={emails}
        onChange={(userEmail) => onChange({ ...filters, userEmail })}
      />
      <TextInput
        type="date"
        label={t('auditLog.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ ...filters, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('auditLog.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ ...filters, to: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
