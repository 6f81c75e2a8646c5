import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EvidenceDropzone } from './EvidenceDropzone';
import { useFileSize } from './useFileSize';

interface ChosenFileProps {
  file: File;
  onChange: (file: File) => void;
}

/** The file about to be uploaded, and a zone to drop or choose another in its place. */
export function ChosenFile({ file, onChange }: ChosenFileProps) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={500}>
          {t('evidence.chosenFile')}:
        </Text>{' '}
        {file.name} ({fileSize(file.size)})
      </Text>
      <EvidenceDropzone label={t('evidence.replaceFile')} onFile={onChange} />
    </Stack>
  );
}
