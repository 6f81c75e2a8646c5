import { type Evidence, evidenceRoutes, type UpdateEvidence, updateEvidenceSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { type EvidenceValues, evidenceInputOf, evidenceValuesOf, useEvidenceFields } from './evidenceForm';

interface EditEvidenceDialogProps {
  evidence: Evidence;
  onClose: () => void;
}

/** An evidence's title, description and dates; its file changes only by a new revision. */
export function EditEvidenceDialog({ evidence, onClose }: EditEvidenceDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const fields = useEvidenceFields<EvidenceValues>();
  return (
    <FormDialog
      title={t('evidence.editTitle', { title: evidence.title })}
      submitLabel={t('forms.save')}
      fields={fields}
      schema={updateEvidenceSchema}
      initialValues={evidenceValuesOf(evidence)}
      toInput={evidenceInputOf}
      save={(input: UpdateEvidence) =>
        api.call(evidenceRoutes.update, { params: { id: evidence.id }, body: input })
      }
      succeeded={(_input, answer) => t('evidence.saved', { title: answer.title })}
      failed={t('evidence.notSaved')}
      invalidates={[itemsQueryKey]}
      onClose={onClose}
    />
  );
}
