import { type Evidence, evidenceSchema, type UpdateEvidence, updateEvidenceSchema } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { itemsQueryKey } from '../items/itemPaths';
import { type EvidenceValues, evidenceInputOf, evidenceValuesOf, useEvidenceFields } from './evidenceForm';
import { evidencePath } from './evidencePaths';

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
      save={(input: UpdateEvidence) => api.put(evidencePath(evidence.id), input, evidenceSchema)}
      succeeded={(_input, answer) => t('evidence.saved', { title: answer.title })}
      failed={t('evidence.notSaved')}
      invalidates={[itemsQueryKey]}
      onClose={onClose}
    />
  );
}
