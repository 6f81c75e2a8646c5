import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/icons/IconPlus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './IconButton';

export interface SelectOption {
  value: string;
  label: string;
}

interface CreatableSelectProps {
  label: string;
  data: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Labels the name input of a new entry and the button that opens it. */
  createLabel?: string;
  addLabel?: string;
  /** Creates the entry; resolves to its value, which is then chosen, or null when it failed. */
  onCreate?: (name: string) => Promise<string | null>;
  placeholder?: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A select whose list the user can extend with a new entry typed in place. */
export function CreatableSelect({
  label,
  data,
  value,
  onChange,
  createLabel,
  addLabel,
  onCreate,
  placeholder,
  error,
  required,
  readOnly,
  disabled,
}: CreatableSelectProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const canCreate = onCreate !== undefined && createLabel !== undefined && !readOnly && !disabled;

  const add = async () => {
    if (onCreate === undefined || name.trim() === '') return;
    setBusy(true);
    const created = await onCreate(name.trim());
    setBusy(false);
    if (created !== null) {
      onChange(created);
      setName('');
      setCreating(false);
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={label}
          data={data}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          error={error}
          withAsterisk={required}
          searchable
          clearable={!required}
          clearButtonProps={{ 'aria-label': t('select.clear', { label }) }}
          readOnly={readOnly}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        {canCreate && (
          <IconButton
            variant="light"
            size="lg"
            mb={error === undefined ? 0 : 22}
            label={createLabel}
            icon={IconPlus}
            aria-expanded={creating}
            data-testid="create-option"
            onClick={() => setCreating((c) => !c)}
          />
        )}
      </Group>
      {creating && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={createLabel}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void add();
              }
            }}
            data-autofocus
          />
          <Button onClick={() => void add()} loading={busy} disabled={name.trim() === ''}>
            {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
