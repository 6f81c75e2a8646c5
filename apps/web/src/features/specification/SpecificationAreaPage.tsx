import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/praxis/specification` without an id: points the way to the list. */
export function SpecificationAreaPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Title order={1}>{t('specification.title')}</Title>
      <Text>{t('specification.chooseText')}</Text>
      <Anchor component={Link} to="/praxis">
        {t('specification.toList')}
      </Anchor>
    </Stack>
  );
}
