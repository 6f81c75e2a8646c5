import type { SemaphoreColour } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { semaphoreFill } from './semaphoreColours';

interface SemaphoreDotProps {
  colour: SemaphoreColour;
  /** Also writes the colour's name beside the dot. */
  withLabel?: boolean;
  /** A colour projected from mapped requirements, not the requirement's own: drawn hollow, named so. */
  projected?: boolean;
}

/** One requirement's semaphore: a dot with its colour's name for assistive technology (or on screen). */
export function SemaphoreDot({ colour, withLabel = false, projected = false }: SemaphoreDotProps) {
  const { t } = useTranslation();
  const name = t(projected ? 'semaphore.projectedLabel' : 'semaphore.label', {
    colour: t(`semaphore.colours.${colour}`),
  });
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
          background: projected ? 'transparent' : semaphoreFill[colour],
          // A dark ring keeps the yellow and gray dots visible on light backgrounds; a projected colour is
          // a dashed ring of its colour, so it never reads as the requirement's own.
          border: projected ? `2px dashed ${semaphoreFill[colour]}` : '1px solid rgba(0, 0, 0, 0.45)',
        }}
      />
      {withLabel && <span aria-hidden>{t(`semaphore.colours.${colour}`)}</span>}
    </span>
  );
}
