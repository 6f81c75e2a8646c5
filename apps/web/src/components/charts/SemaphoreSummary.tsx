import { type SemaphoreCounts, semaphoreColours } from '@praxis/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';
import chart from './chart.module.css';
import classes from './SemaphoreSummary.module.css';
import { semaphoreFill } from './semaphoreColours';

interface SemaphoreSummaryProps {
  /** Requirements per semaphore colour. */
  counts: SemaphoreCounts;
}

/**
 * How many requirements show each semaphore colour: a stacked bar with a legend that
 * names every colour with its count and share, so neither the screen nor a grey-scale printout depends on
 * telling the colours apart.
 */
export function SemaphoreSummary({ counts }: SemaphoreSummaryProps) {
  const { t, i18n } = useTranslation();
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }),
    [i18n.language],
  );
  const total = semaphoreColours.reduce((sum, colour) => sum + counts[colour], 0);
  const parts = semaphoreColours.map((colour) => ({
    colour,
    count: counts[colour],
    name: t(`maturityChart.semaphore.${colour}`),
  }));
  const summary = t('maturityChart.semaphoreSummary', {
    count: total,
    parts: parts.map((part) => `${part.count} ${part.name.toLowerCase()}`).join(', '),
  });

  const legend = (
    <ul className={classes.legend}>
      {parts.map((part) => (
        <li key={part.colour}>
          <span className={chart.dot} style={{ background: semaphoreFill[part.colour] }} aria-hidden />
          {t('maturityChart.semaphoreCount', {
            name: part.name,
            count: part.count,
            share: percent.format(total === 0 ? 0 : part.count / total),
          })}
        </li>
      ))}
    </ul>
  );
  let start = 0;
  return (
    <ChartFigure
      svgClassName={classes.svg}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      summary={summary}
      after={legend}
    >
      {total === 0 ? (
        <rect width="100" height="10" fill="#ffffff" stroke="#868e96" strokeWidth="0.2" />
      ) : (
        parts.map((part) => {
          const width = (part.count / total) * 100;
          const x = start;
          start += width;
          return (
            width > 0 && (
              <rect key={part.colour} x={x} width={width} height="10" fill={semaphoreFill[part.colour]} />
            )
          );
        })
      )}
    </ChartFigure>
  );
}
