import '@mantine/dropzone/styles.css';
import { Button, Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import IconUpload from '@tabler/icons-react/icons/IconUpload';
import { useRef } from 'react';

interface EvidenceDropzoneProps {
  /** The button that opens the file chooser ('Upload a file'). */
  label: string;
  /** Beside the button ('or drop a file here'). */
  hint?: string;
  onFile: (file: File) => void;
}

/**
 * A zone to drop a file on, with a real button for the file chooser: the zone itself is no control, so the
 * chooser's input inside it is not nested in one (axe's nested-interactive). Any type is let through: the
 * server recognises a file by its content, not by the name or type the browser guesses.
 */
export function EvidenceDropzone({ label, hint, onFile }: EvidenceDropzoneProps) {
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => {
        const [file] = files;
        if (file !== undefined) onFile(file);
      }}
      multiple={false}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      p="xs"
    >
      <Group justify="center" gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={16} stroke={1.75} aria-hidden />}
          onClick={() => openRef.current?.()}
        >
          {label}
        </Button>
        {hint !== undefined && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Group>
    </Dropzone>
  );
}
