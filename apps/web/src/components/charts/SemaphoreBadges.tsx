import { Badge, Group } from '@mantine/core';
import { type SemaphoreCounts, semaphoreColours } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { semaphoreFill } from './semaphoreColours';

interface SemaphoreBadgesProps {
  counts: SemaphoreCounts;
  /** Leaves out colours nobody has, where room is short (the index). */
  compact?: boolean;
}

/** Requirements per semaphore colour, each badge naming its colour, so colour is never alone. */
export function SemaphoreBadges({ counts, compact = false }: SemaphoreBadgesProps) {
  const { t } = useTranslation();
  const shown = semaphoreColours.filter((colour) => !compact || counts[colour] > 0);
  return (
    <Group gap={4} wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((colour) => (
        <Badge
          key={colour}
          component="li"
          size={compact ? 'xs' : 'sm'}
          variant="light"
          color="gray"
          leftSection={
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                background: semaphoreFill[colour],
              }}
            />
          }
        >
          {t('semaphore.count', { count: counts[colour], colour: t(`semaphore.colours.${colour}`) })}
        </Badge>
      ))}
    </Group>
  );
}
