import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialogs/Dialog';
import { toLinkHref } from './editorRules';

interface LinkDialogProps {
  /** The address of the link under the cursor, to change or remove; empty for a new link. */
  initialHref: string;
  /** Called with the address as it goes into the document (https:// added where there was no scheme). */
  onApply: (href: string) => void;
  /** Only offered when there is a link to remove. */
  onRemove?: () => void;
  onClose: () => void;
}

/** Asks for the address; refuses protocols other than web, ftp and mailto, saying why. */
export function LinkDialog({ initialHref, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toLinkHref(address);
    if ('error' in result) {
      setError(t(`editor.link.errors.${result.error}`));
      return;
    }
    onApply(result.href);
    onClose();
  };

  return (
    <Dialog onClose={onClose} title={t('editor.link.title')}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('editor.link.address')}
          placeholder="https://example.com"
          value={address}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          {onRemove !== undefined && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                onRemove();
                onClose();
              }}
            >
              {t('editor.link.remove')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('forms.cancel')}
          </Button>
          <Button type="submit">{t('editor.link.apply')}</Button>
        </Group>
      </form>
    </Dialog>
  );
}
