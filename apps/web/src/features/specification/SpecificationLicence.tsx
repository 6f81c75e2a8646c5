import { Alert, Anchor, Text } from '@mantine/core';
import { libraryEntryOf, type Specification } from '@praxis/contract';
import { useTranslation } from 'react-i18next';

/**
 * The licence of the library entry a specification was added from, where it asks every copy to name its
 * source (CC BY-SA): the attribution, and a link to the licence.
 */
export function SpecificationLicence({ specification }: { specification: Specification }) {
  const { t } = useTranslation();
  const licence = libraryEntryOf(specification.libraryEntry)?.licence;
  if (!licence?.attribution) return null;
  return (
    <Alert variant="light" color="gray" title={t('library.licenceTitle')} component="section">
      <Text size="sm">{licence.attribution}</Text>
      <Anchor href={licence.url} target="_blank" rel="noreferrer" size="sm" underline="always">
        {t('library.licence', { licence: licence.name })}
      </Anchor>
    </Alert>
  );
}
