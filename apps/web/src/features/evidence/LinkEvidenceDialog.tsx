import { type CreateEvidenceLink, createEvidenceLinkSchema, evidenceRoutes, ownedBy } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { type EvidenceValues, evidenceInputOf, evidenceValuesOf, useEvidenceFields } from './evidenceForm';
import type { EvidenceOwner } from './evidenceOwner';

type LinkValues = EvidenceValues & { url: string };

interface LinkEvidenceDialogProps {
  owner: EvidenceOwner;
  onClose: () => void;
}

/** Proof kept elsewhere (a ticket, a scanner's report): its http or https address, title and dates. */
export function LinkEvidenceDialog({ owner, onClose }: LinkEvidenceDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const fields = useEvidenceFields<LinkValues>(true);
  return (
    <FormDialog
      title={t('evidence.linkTitle')}
      submitLabel={t('evidence.addLink')}
      fields={fields}
      schema={createEvidenceLinkSchema}
      initialValues={{ ...evidenceValuesOf(), url: '' }}
      toInput={(values: LinkValues) => ({ ...evidenceInputOf(values), url: values.url.trim() })}
      save={(input: CreateEvidenceLink) =>
        api.call(ownedBy(evidenceRoutes.create, owner.category), { params: { id: owner.id }, body: input })
      }
      succeeded={({ title }) => t('evidence.linkAdded', { title })}
      failed={t('evidence.linkNotAdded')}
      invalidates={[itemsQueryKey]}
      onClose={onClose}
    />
  );
}
