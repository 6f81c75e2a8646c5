import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, FormFields } from '../form/FormFields';
import { type SavingFormOptions, useSavingForm } from '../form/useSavingForm';
import type { FormValues, SchemaForm } from '../form/useSchemaForm';

interface SettingsFormProps<V extends FormValues, T>
  extends Omit<SavingFormOptions<V, T>, 'succeeded' | 'failed' | 'onSaved'> {
  /** The accessible name of the form. */
  label: string;
  /**
   * The standard controls by spec, or a function that draws controls of the page's own on `form` (they
   * disable themselves when read-only).
   */
  fields: FieldSpec<V>[] | ((form: SchemaForm<V, T>) => ReactNode);
  readOnly?: boolean;
  /** Empties the fields once saved: a form of secrets (a password change) keeps none on screen. */
  clearOnSave?: boolean;
}

/**
 * Every settings page's form: saved with one PUT and answered with the update toasts ('Item was
 * updated' / 'item was not updated'). Read-only, the same controls show disabled and there is nothing to
 * press.
 */
export function SettingsForm<V extends FormValues, T>({
  label,
  fields,
  readOnly = false,
  clearOnSave = false,
  ...options
}: SettingsFormProps<V, T>) {
  const { t } = useTranslation();
  const { form, saving, onSubmit } = useSavingForm({
    ...options,
    succeeded: () => t('forms.updated'),
    failed: t('forms.notUpdated'),
    onSaved: clearOnSave ? () => form.change(options.initialValues) : undefined,
  });

  return (
    <form aria-label={label} noValidate onSubmit={onSubmit}>
      <Stack>
        {typeof fields === 'function' ? (
          fields(form)
        ) : (
          <FormFields form={form} fields={fields} disabled={readOnly} columns={2} />
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={saving}>
              {t('forms.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
