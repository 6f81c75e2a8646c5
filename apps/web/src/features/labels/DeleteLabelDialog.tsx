import { type Label, labelRoutes } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { labelsQueryKey } from './useLabels';

/** Deletes a label after asking; it comes off every item and requirement. */
export function DeleteLabelDialog({ label, onClose }: { label: Label; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { name } = label;
  return (
    <ConfirmDialog
      title={t('labels.deleteTitle')}
      question={t('labels.deleteQuestion', { name })}
      confirmLabel={t('labels.delete')}
      danger
      action={() => api.send(labelRoutes.remove, { params: { id: label.id } })}
      succeeded={t('labels.deleted', { name })}
      failed={t('labels.notDeleted')}
      invalidates={[labelsQueryKey, itemsQueryKey]}
      onClose={onClose}
    />
  );
}
