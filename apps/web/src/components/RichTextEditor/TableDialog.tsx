import { Button, Group, NumberInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialogs/Dialog';
import { tableSize } from './editorRules';

interface TableDialogProps {
  onInsert: (size: { rows: number; cols: number }) => void;
  onClose: () => void;
}

const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);

/** Asks for rows and columns; inserts only when both are greater than 0. */
export function TableDialog({ onInsert, onClose }: TableDialogProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<string | number>(3);
  const [cols, setCols] = useState<string | number>(3);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = tableSize(toNumber(rows), toNumber(cols));
    if (size === null) {
      setInvalid(true);
      return;
    }
    onInsert(size);
    onClose();
  };
  const error = invalid ? t('editor.table.sizeError') : undefined;

  return (
    <Dialog onClose={onClose} title={t('editor.table.title')}>
      <form onSubmit={submit} noValidate>
        <Group grow align="flex-start">
          <NumberInput
            label={t('editor.table.rows')}
            value={rows}
            onChange={(value) => {
              setRows(value);
              setInvalid(false);
            }}
            allowDecimal={false}
            allowNegative={false}
            error={error}
            data-autofocus
          />
          <NumberInput
            label={t('editor.table.columns')}
            value={cols}
            onChange={(value) => {
              setCols(value);
              setInvalid(false);
            }}
            allowDecimal={false}
            allowNegative={false}
            error={error !== undefined}
          />
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('forms.cancel')}
          </Button>
          <Button type="submit">{t('editor.table.insert')}</Button>
        </Group>
      </form>
    </Dialog>
  );
}
