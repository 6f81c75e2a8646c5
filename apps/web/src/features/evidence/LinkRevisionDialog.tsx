import {
  type Evidence,
  type EvidenceLinkRevision,
  evidenceLinkRevisionSchema,
  evidenceRoutes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

interface LinkRevisionDialogProps {
  evidence: Evidence;
  onClose: () => void;
}

/** A link's new address, as a new revision: the earlier addresses stay in its history. */
export function LinkRevisionDialog({ evidence, onClose }: LinkRevisionDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog
      title={t('evidence.revisionTitle', { title: evidence.title })}
      submitLabel={t('forms.save')}
      fields={[{ name: 'url', label: t('evidence.fields.url'), kind: 'url', required: true }]}
      schema={evidenceLinkRevisionSchema}
      initialValues={{ url: evidence.url }}
      toInput={({ url }: { url: string }) => ({ url: url.trim() })}
      save={(input: EvidenceLinkRevision) =>
        api.call(evidenceRoutes.addRevision, { params: { id: evidence.id }, body: input })
      }
      succeeded={(_input, answer) =>
        t('evidence.linkRevisionSaved', { title: answer.title, revision: answer.revision })
      }
      failed={t('evidence.linkRevisionNotSaved')}
      invalidates={[itemsQueryKey]}
      onClose={onClose}
    />
  );
}
