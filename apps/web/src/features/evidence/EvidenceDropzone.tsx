import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import IconUpload from '@tabler/icons-react/icons/IconUpload';

interface EvidenceDropzoneProps {
  /** What the zone does, its visible text and its accessible name ('Upload a file'). */
  label: string;
  /** Says how, below the label ('Drop a file here or press to choose one'). */
  hint?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * Where a file is dropped, or, pressed by mouse or keyboard, the browser's file chooser opens. Any type is
 * let through: the server recognises a file by its content, not by the name or type the browser guesses.
 */
export function EvidenceDropzone({ label, hint, onFile, disabled = false }: EvidenceDropzoneProps) {
  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (file !== undefined) onFile(file);
      }}
      multiple={false}
      disabled={disabled}
      role="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      p="xs"
    >
      <Group justify="center" gap="xs" wrap="nowrap" style={{ pointerEvents: 'none' }} aria-hidden>
        <IconUpload size={18} stroke={1.75} />
        <div>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {hint !== undefined && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
      </Group>
    </Dropzone>
  );
}
