import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PersonOption {
  id: string;
  name: string;
  /** Searched too, so people with the same name can be told apart. */
  email: string;
}

interface PersonPickerProps {
  label: string;
  people: PersonOption[];
  value: string | null;
  onChange: (id: string | null) => void;
  placeholder?: string;
  /** Shown when the search matches nobody. */
  nothingFound: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** No person is a choice too; the placeholder says what it means. */
  clearable?: boolean;
  /** A problem with the choice, shown under the control (a form's field error). */
  error?: string;
}

/** The search is a case-insensitive substring match, on the name and the email. */
export function matchesPersonOption(person: PersonOption, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return [person.name, person.email].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** A person chooser with search. */
export function PersonPicker({
  label,
  people,
  value,
  onChange,
  placeholder,
  nothingFound,
  readOnly,
  disabled,
  clearable = false,
  error,
}: PersonPickerProps) {
  const { t } = useTranslation();
  const byId = new Map(people.map((person) => [person.id, person]));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      readOnly={readOnly}
      disabled={disabled}
      data={people.map((person) => ({ value: person.id, label: person.name }))}
      value={value}
      onChange={onChange}
      filter={({ options, search }) =>
        options.filter((option) => {
          const person = 'value' in option ? byId.get(option.value) : undefined;
          return person !== undefined && matchesPersonOption(person, search);
        })
      }
      nothingFoundMessage={nothingFound}
      clearable={clearable}
      error={error}
      clearButtonProps={{ 'aria-label': t('select.clear', { label }) }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
