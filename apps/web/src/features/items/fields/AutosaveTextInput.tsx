import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAutosaveField } from './useAutosaveField';

interface AutosaveTextInputProps {
  label: string;
  saved: string;
  onSave: (value: string) => void;
  readOnly: boolean;
  maxLength: number;
  /** The message shown, instead of saving, when the field is cleared; absent: empty is a value. */
  missingMessage?: string;
  /** A text of several lines (a definition), in a box the user may make taller. */
  multiline?: boolean;
}

/** A details text field that saves itself. */
export function AutosaveTextInput({
  label,
  saved,
  onSave,
  readOnly,
  maxLength,
  missingMessage,
  multiline,
}: AutosaveTextInputProps) {
  const [missing, setMissing] = useState(false);
  // A cleared required field keeps the stored value: nothing is sent, the message says why.
  const save = (value: string) => {
    const empty = missingMessage !== undefined && value.trim() === '';
    setMissing(empty);
    if (!empty) onSave(value);
  };
  const field = useAutosaveField(saved, save);
  const props = {
    label,
    readOnly,
    maxLength,
    error: missing ? missingMessage : undefined,
    ...field,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setMissing(false);
      field.onChange(event);
    },
  };
  return multiline ? <Textarea rows={3} resize="vertical" {...props} /> : <TextInput {...props} />;
}
