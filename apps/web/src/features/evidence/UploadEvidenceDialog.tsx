import { Box, Stack } from '@mantine/core';
import { type EvidenceFields, evidenceFieldsSchema, evidenceRoutes, ownedBy } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { FormFields } from '../../components/form/FormFields';
import { useEvidenceUpload } from '../../components/useEvidenceUpload';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';
import { ChosenFile } from './ChosenFile';
import {
  type EvidenceValues,
  evidenceInputOf,
  evidenceValuesOf,
  multipartFieldsOf,
  useEvidenceFields,
} from './evidenceForm';
import type { EvidenceOwner } from './evidenceOwner';

interface UploadEvidenceDialogProps {
  owner: EvidenceOwner;
  /** The file dropped or chosen; the dialog can take another. */
  file: File;
  onClose: () => void;
}

const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '') || file.name;

/** A new evidence: its file, sent with a progress bar and a cancel, and its title, description and dates. */
export function UploadEvidenceDialog({ owner, file: dropped, onClose }: UploadEvidenceDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [file, setFile] = useState(dropped);
  const { send, overlay } = useEvidenceUpload();
  const fields = useEvidenceFields<EvidenceValues>();
  return (
    <FormDialog
      title={t('evidence.uploadTitle')}
      submitLabel={t('evidence.upload')}
      fields={(form) => (
        <Box pos="relative">
          <Stack>
            <ChosenFile file={file} onChange={setFile} />
            <FormFields form={form} fields={fields} />
          </Stack>
          {overlay}
        </Box>
      )}
      schema={evidenceFieldsSchema}
      initialValues={{ ...evidenceValuesOf(), title: titleOf(dropped) }}
      toInput={evidenceInputOf}
      save={(input: EvidenceFields) =>
        send(
          api.url(ownedBy(evidenceRoutes.create, owner.category), { params: { id: owner.id } }),
          file,
          multipartFieldsOf(input),
        )
      }
      succeeded={({ title }) => t('evidence.uploaded', { title })}
      failed={t('evidence.notUploaded')}
      invalidates={[itemsQueryKey]}
      onClose={onClose}
    />
  );
}
