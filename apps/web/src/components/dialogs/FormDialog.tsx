import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, FormFields } from '../form/FormFields';
import { type SavingFormOptions, useSavingForm } from '../form/useSavingForm';
import type { FormValues, SchemaForm } from '../form/useSchemaForm';
import { Dialog } from './Dialog';

interface FormDialogProps<V extends FormValues, T, A> extends SavingFormOptions<V, T, A> {
  title: string;
  submitLabel: string;
  /** The standard controls by spec, or a function that draws controls of the dialog's own on `form`. */
  fields: FieldSpec<V>[] | ((form: SchemaForm<V, T>) => ReactNode);
  onClose: () => void;
}

/**
 * A dialog that owns its form, its call and its toasts; open while rendered, closed once saved. Every dialog
 * that saves a form is one of these (DEVELOPERS.md, "Form recipe").
 */
export function FormDialog<V extends FormValues, T, A>({
  title,
  submitLabel,
  fields,
  onClose,
  onSaved,
  ...options
}: FormDialogProps<V, T, A>) {
  const { t } = useTranslation();
  const { form, saving, onSubmit } = useSavingForm({
    ...options,
    onSaved: (answer) => {
      onSaved?.(answer);
      onClose();
    },
  });
  return (
    <Dialog onClose={onClose} title={title}>
      <form aria-label={title} noValidate onSubmit={onSubmit}>
        <Stack>
          {typeof fields === 'function' ? fields(form) : <FormFields form={form} fields={fields} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('forms.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
