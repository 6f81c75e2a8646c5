import type { SemaphoreColour } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { semaphoreFill } from './semaphoreColours';

interface SemaphoreDotProps {
  colour: SemaphoreColour;
  /** Also writes the colour's name beside the dot. */
  withLabel?: boolean;
}

/** One requirement's semaphore: a dot with its colour's name for assistive technology (or on screen). */
export function SemaphoreDot({ colour, withLabel = false }: SemaphoreDotProps) {
  const { t } = useTranslation();
  const name = t('semaphore.label', { colour: t(`semaphore.colours.${colour}`) });
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        role="img"
        aria-label={name}
        title={name}
        style={{
          display: 'inline-block',
          flex: 'none',
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: semaphoreFill[colour],
          // A dark ring keeps the yellow and gray dots visible on light backgrounds.
          border: '1px solid rgba(0, 0, 0, 0.45)',
        }}
      />
      {withLabel && <span aria-hidden>{t(`semaphore.colours.${colour}`)}</span>}
    </span>
  );
}
