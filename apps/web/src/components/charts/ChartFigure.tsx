import type { ReactNode, SVGProps } from 'react';
import chart from './chart.module.css';

interface ChartFigureProps extends Pick<SVGProps<SVGSVGElement>, 'viewBox' | 'preserveAspectRatio'> {
  /** The chart's own sizing of the picture, on top of what every chart shares. */
  svgClassName: string | undefined;
  /** What the picture shows: assistive technology reads it as one image with this name. */
  summary: string;
  /** The picture's shapes. */
  children: ReactNode;
  /** What follows the picture inside the figure: a legend, or the figures as a table for screen readers. */
  after?: ReactNode;
}

/** The frame every chart shares: kept whole on paper, scaled to the page, one named image. */
export function ChartFigure({ svgClassName, summary, children, after, ...svgProps }: ChartFigureProps) {
  return (
    <figure className={chart.figure}>
      <svg
        className={`${chart.svg} ${svgClassName}`}
        {...svgProps}
        role="img"
        aria-label={summary}
        xmlns="http://www.w3.org/2000/svg"
      >
        {children}
      </svg>
      {after}
    </figure>
  );
}
