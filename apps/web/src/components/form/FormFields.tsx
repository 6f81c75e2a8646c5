import { NativeSelect, PasswordInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormValues, SchemaForm } from './useSchemaForm';

/** One control of a form; `label` is already translated. */
export interface FieldSpec<V extends FormValues> {
  name: keyof V & string;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea' | 'switch' | 'select' | 'password';
  /** For 'select': the choices; an option with value '' stands for "nothing chosen yet". */
  options?: { value: string; label: string }[];
  description?: string;
  required?: boolean;
  autoComplete?: string;
}

interface FormFieldsProps<V extends FormValues, T> {
  form: SchemaForm<V, T>;
  fields: FieldSpec<V>[];
  disabled?: boolean;
  /** Two columns suit the long settings forms; dialogs stack their few fields. */
  columns?: 1 | 2;
}

/** The controls of a form, each labelled and bound to `form`; switches always take a row of their own. */
export function FormFields<V extends FormValues, T>({
  form,
  fields,
  disabled = false,
  columns = 1,
}: FormFieldsProps<V, T>) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }}>
      {fields.map(({ name, label, kind = 'text', options, description, required, autoComplete }) => {
        const common = { label, description, disabled, required };
        switch (kind) {
          case 'switch':
            return (
              <Switch key={name} {...common} {...form.switchProps(name)} style={{ gridColumn: '1 / -1' }} />
            );
          case 'select':
            return <NativeSelect key={name} {...common} data={options ?? []} {...form.textProps(name)} />;
          case 'textarea':
            return <Textarea key={name} {...common} rows={3} {...form.textProps(name)} />;
          case 'password':
            return (
              <PasswordInput
                key={name}
                {...common}
                autoComplete={autoComplete}
                visibilityToggleButtonProps={{ 'aria-label': t('forms.togglePassword') }}
                {...form.textProps(name)}
              />
            );
          default:
            return (
              <TextInput
                key={name}
                {...common}
                type={kind}
                autoComplete={autoComplete}
                inputMode={kind === 'tel' ? 'numeric' : undefined}
                {...form.textProps(name)}
              />
            );
        }
      })}
    </SimpleGrid>
  );
}
