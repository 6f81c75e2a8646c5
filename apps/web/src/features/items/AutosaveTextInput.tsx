import { TextInput } from '@mantine/core';
import { useAutosaveField } from './useAutosaveField';

interface AutosaveTextInputProps {
  label: string;
  saved: string;
  onSave: (value: string) => void;
  readOnly: boolean;
  maxLength: number;
}

/** A details text field that saves itself (spec §4). */
export function AutosaveTextInput({ label, saved, onSave, readOnly, maxLength }: AutosaveTextInputProps) {
  const field = useAutosaveField(saved, onSave);
  return <TextInput label={label} readOnly={readOnly} maxLength={maxLength} {...field} />;
}
