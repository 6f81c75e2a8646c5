import { Anchor, Paper, Text, Title } from '@mantine/core';
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
    <Paper withBorder p="md" component="section" aria-labelledby="specification-licence">
      <Title order={2} size="h4" id="specification-licence" mb="xs">
        {t('library.licenceTitle')}
      </Title>
      <Text size="sm">{licence.attribution}</Text>
      <Anchor href={licence.url} target="_blank" rel="noreferrer" size="sm" underline="always">
        {t('library.licence', { licence: licence.name })}
      </Anchor>
    </Paper>
  );
}
