import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartTableRow {
  key: string;
  /** The row's name, in the first column. */
  label: string;
  /** One cell under each header after the first. */
  cells: ReactNode[];
}

interface ChartTableProps {
  caption: string;
  /** The first names the rows, the others the cells. */
  headers: string[];
  rows: ChartTableRow[];
}

/** A chart's figures as a table only screen readers see: the picture itself is one image to them. */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  return (
    <VisuallyHidden component="div">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={headers[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
