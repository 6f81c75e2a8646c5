import type { SemaphoreColour } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import chart from '../../components/charts/chart.module.css';
import { semaphoreFill } from '../../components/charts/semaphoreColours';
import classes from './ReportPage.module.css';

interface SemaphoreLabelProps {
  colour: SemaphoreColour;
}

/** A requirement's semaphore as a coloured dot with the colour's name, readable in grey scale too. */
export function SemaphoreLabel({ colour }: SemaphoreLabelProps) {
  const { t } = useTranslation();
  return (
    <span className={classes.semaphore}>
      <span className={chart.dot} style={{ background: semaphoreFill[colour] }} aria-hidden />
      {t(`maturityChart.semaphore.${colour}`)}
    </span>
  );
}
