import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, FormFields } from '../form/FormFields';
import { type SavingFormOptions, useSavingForm } from '../form/useSavingForm';
import type { FormValues } from '../form/useSchemaForm';

interface FormDialogProps<V extends FormValues, T> extends Omit<SavingFormOptions<V, T>, 'onSaved'> {
  title: string;
  submitLabel: string;
  fields: FieldSpec<V>[];
  onClose: () => void;
}

/** A dialog that owns its form, its call and its toasts; open while rendered, closed once saved. */
export function FormDialog<V extends FormValues, T>({
  title,
  submitLabel,
  fields,
  onClose,
  ...options
}: FormDialogProps<V, T>) {
  const { t } = useTranslation();
  const { form, saving, onSubmit } = useSavingForm({ ...options, onSaved: onClose });
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('forms.close') }}>
      <form aria-label={title} noValidate onSubmit={onSubmit}>
        <Stack>
          <FormFields form={form} fields={fields} />
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
    </Modal>
  );
}
