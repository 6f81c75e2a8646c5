import { NativeSelect, TextInput } from '@mantine/core';
import {
  highlightColours,
  type Label,
  type LabelInput,
  labelInputSchema,
  labelRoutes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { LabelBadge } from './LabelBadge';
import { labelsQueryKey } from './useLabels';

type LabelValues = Record<'name' | 'colour', string>;

interface LabelDialogProps {
  /** The label to change; without it the dialog defines a new one. */
  label?: Label;
  onClose: () => void;
}

/** Defines a label (POST) or renames and recolours one (PUT); items and requirements show the change. */
export function LabelDialog({ label, onClose }: LabelDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const adding = label === undefined;
  return (
    <FormDialog
      title={adding ? t('labels.addTitle') : t('labels.editTitle', { name: label.name })}
      submitLabel={adding ? t('labels.add') : t('forms.save')}
      fields={(form) => {
        const colour = form.values.colour as Label['colour'];
        return (
          <>
            <TextInput
              label={t('labels.name')}
              required
              autoComplete="off"
              maxLength={50}
              {...form.textProps('name')}
            />
            <NativeSelect
              label={t('labels.colour')}
              required
              data={highlightColours.map((c) => ({ value: c, label: t(`editor.colours.${c}`) }))}
              {...form.textProps('colour')}
            />
            <div aria-label={t('labels.preview')} role="img">
              <LabelBadge label={{ name: form.values.name.trim() || t('labels.name'), colour }} size="md" />
            </div>
          </>
        );
      }}
      schema={labelInputSchema}
      initialValues={{ name: label?.name ?? '', colour: label?.colour ?? 'green' }}
      toInput={(values: LabelValues) => values}
      save={(input: LabelInput) =>
        adding
          ? api.send(labelRoutes.create, { body: input })
          : api.send(labelRoutes.update, { params: { id: label.id }, body: input })
      }
      succeeded={({ name }) => (adding ? t('labels.added', { name }) : t('forms.updated'))}
      failed={adding ? t('labels.notAdded') : t('forms.notUpdated')}
      invalidates={[labelsQueryKey, itemsQueryKey]}
      onClose={onClose}
    />
  );
}
