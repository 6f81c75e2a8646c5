import { mappingRoutes, type RequirementMapping } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useApi } from '../../../lib/useApi';
import { mappingsChangedKey } from './mappingQueryKeys';
import { otherEnd } from './otherEnd';

interface DeleteMappingDialogProps {
  mapping: RequirementMapping;
  onClose: () => void;
}

/** Removes one mapping after asking; the requirements at both ends stay. */
export function DeleteMappingDialog({ mapping, onClose }: DeleteMappingDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const name = otherEnd(mapping).label;
  return (
    <ConfirmDialog
      title={t('mappings.removeTitle')}
      question={t('mappings.removeQuestion', { name })}
      confirmLabel={t('mappings.remove')}
      danger
      action={() => api.send(mappingRoutes.remove, { params: { id: mapping.id } })}
      succeeded={t('mappings.removed')}
      failed={t('mappings.notRemoved')}
      invalidates={[mappingsChangedKey]}
      onClose={onClose}
    />
  );
}
