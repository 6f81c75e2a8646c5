import { Group, Menu, Paper, Text } from '@mantine/core';
import IconDots from '@tabler/icons-react/icons/IconDots';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { IconButton } from '../../components/IconButton';
import { RichTextEditor } from '../../components/RichTextEditor/RichTextEditor';
import { showSuccessToast } from '../../lib/toast';
import { useCan } from '../auth/useCan';
import type { DocumentationEntry } from './documentationApi';
import { useImageUpload } from './useImageUpload';

export interface DocumentationItemProps {
  /** The documentation shown; an entry with `id: null` is one not written yet. */
  documentation: DocumentationEntry;
  /** Saves the text of the entry's class (useItemDocumentation().save). */
  onSave: (content: string | null) => Promise<unknown>;
  /** Deletes the entry (useItemDocumentation().remove). */
  onDelete: () => Promise<unknown>;
  /** Forces the read-only view, e.g. for screens whose details are read-only; authoritative always is. */
  readOnly?: boolean;
}

/** Every editor's saves share one toast, so typing on does not pile them up. */
const UPLOADED_TOAST = 'documentation-uploaded';

/**
 * One documentation: its class as the heading, the text editable or read-only by purpose and
 * permission, and an actions menu with 'Delete documentation' behind a confirmation. A save toasts
 * 'Documentation uploaded' (once for a burst of saves) or 'Documentation was not uploaded'.
 */
export function DocumentationItem({
  documentation,
  onSave,
  onDelete,
  readOnly = false,
}: DocumentationItemProps) {
  const { t } = useTranslation();
  const canWrite = useCan('data:write');
  const uploadImage = useImageUpload();
  const showApiError = useApiErrorToast();
  const [confirming, setConfirming] = useState(false);
  // A fresh editor once the text is deleted (the id goes back to null), since an editor reads its content
  // only once; not when the first save gives the text an id, which would interrupt the typing.
  const [shown, setShown] = useState({ id: documentation.id, generation: 0 });
  if (shown.id !== documentation.id) {
    setShown({
      id: documentation.id,
      generation: documentation.id === null ? shown.generation + 1 : shown.generation,
    });
  }
  const name = t(`documentation.classes.${documentation.className}`);
  const authoritative = documentation.purpose === 'authoritative';
  const editable = canWrite && !authoritative && !readOnly;

  const save = useCallback(
    (content: string | null) => {
      onSave(content).then(
        () => showSuccessToast(t('documentation.uploaded'), UPLOADED_TOAST),
        (error: unknown) => showApiError(t('documentation.notUploaded'), error),
      );
    },
    [onSave, showApiError, t],
  );

  return (
    <Paper withBorder p="sm" component="section" aria-label={name}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <div>
          <Text fw={600}>{name}</Text>
          {authoritative && (
            <Text size="xs" c="dimmed">
              {t('documentation.authoritative')}
            </Text>
          )}
        </div>
        {editable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <IconButton color="gray" label={t('documentation.actions', { name })} icon={IconDots} />
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="red" disabled={documentation.id === null} onClick={() => setConfirming(true)}>
                {t('documentation.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <RichTextEditor
        key={shown.generation}
        content={documentation.content}
        label={name}
        readOnly={!editable}
        onSave={save}
        uploadImage={uploadImage}
      />
      {confirming && (
        <ConfirmDialog
          title={t('documentation.delete')}
          question={t('documentation.deleteQuestion', { name })}
          confirmLabel={t('documentation.delete')}
          danger
          action={onDelete}
          succeeded={t('documentation.deleted')}
          failed={t('documentation.notDeleted')}
          invalidates={[]}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}
