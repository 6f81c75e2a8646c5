import { Anchor } from '@mantine/core';
import type { DatedThing } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenItem } from '../items/useOpenItem';

/**
 * A requirement, execution, item or finding named by its code and name, opening it: a requirement on its
 * specification's page, a finding on its own, anything else in the item details dialog (the page provides
 * ItemDetailsProvider).
 */
export function ThingLink({ thing }: { thing: DatedThing }) {
  const { t } = useTranslation();
  const openItem = useOpenItem();
  const label = `${thing.code} ${thing.name}`;
  if (thing.category === null) {
    return (
      <Anchor
        component={Link}
        to={
          thing.kind === 'finding'
            ? `/praxis/findings/${thing.id}`
            : `/praxis/specification/${thing.specificationId}?requirement=${thing.id}`
        }
        aria-label={t('work.open', { name: label })}
      >
        {label}
      </Anchor>
    );
  }
  const category = thing.category;
  return (
    <Anchor
      component="button"
      type="button"
      onClick={() => openItem(category, thing)}
      aria-label={t('work.open', { name: label })}
      ta="left"
    >
      {label}
    </Anchor>
  );
}
