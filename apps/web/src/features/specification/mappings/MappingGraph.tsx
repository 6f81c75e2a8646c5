import type { MappedRequirement, RequirementMapped, SpecificationElement } from '@praxis/contract';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { semaphoreFill } from '../../../components/charts/semaphoreColours';
import { mappedRequirementAddress } from './mappedAddress';

interface MappingGraphProps {
  requirement: SpecificationElement;
  mapped: RequirementMapped;
}

interface Node {
  key: string;
  column: 0 | 1 | 2;
  row: number;
  label: string;
  colour: string;
  /** Where Enter goes; none for the requirement viewed. */
  target: MappedRequirement | null;
  relationship?: string;
}

const WIDTH = 640;
const COLUMN_X = [10, 230, 450] as const;
const NODE_WIDTH = 180;
const NODE_HEIGHT = 40;
const ROW_GAP = 12;

/**
 * The requirement's mappings across specifications as plain SVG: its sources on the left,
 * itself in the middle, its targets on the right, edges named by their relationship. Each node is a link
 * in one tab stop: arrow keys move between nodes (up and down in a column, left and right across), Enter
 * opens that requirement.
 */
export function MappingGraph({ requirement, mapped }: MappingGraphProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refs = useRef(new Map<string, SVGGElement>());
  const nameOf = (r: MappedRequirement) => `${r.specificationName} ${r.code}`;
  const side = (column: 0 | 2, rows: RequirementMapped['from']): Node[] =>
    rows.map((m, row) => ({
      key: m.mappingId,
      column,
      row,
      label: nameOf(m.requirement),
      colour: m.assessed ? semaphoreFill[m.semaphore] : 'transparent',
      target: m.requirement,
      relationship: t(`mappings.relationships.${m.relationship}`),
    }));
  const centre: Node = {
    key: 'self',
    column: 1,
    row: 0,
    label: requirement.code,
    colour: requirement.semaphore === null ? 'transparent' : semaphoreFill[requirement.semaphore],
    target: null,
  };
  const nodes = [...side(0, mapped.from), centre, ...side(2, mapped.to)];
  const rows = Math.max(mapped.from.length, mapped.to.length, 1);
  const height = rows * (NODE_HEIGHT + ROW_GAP) + ROW_GAP;
  const yOf = (node: Node) =>
    node.column === 1 ? (height - NODE_HEIGHT) / 2 : ROW_GAP + node.row * (NODE_HEIGHT + ROW_GAP);
  const [focused, setFocused] = useState('self');

  const move = (node: Node, key: string): Node | undefined => {
    const column = nodes.filter((n) => n.column === node.column);
    const index = column.indexOf(node);
    if (key === 'ArrowUp') return column[index - 1];
    if (key === 'ArrowDown') return column[index + 1];
    const next = node.column + (key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0);
    if (next === node.column || next < 0 || next > 2) return undefined;
    // Across columns: the nearest row of the other column.
    const other = nodes.filter((n) => n.column === next);
    return other.reduce<Node | undefined>(
      (best, n) =>
        best === undefined || Math.abs(yOf(n) - yOf(node)) < Math.abs(yOf(best) - yOf(node)) ? n : best,
      undefined,
    );
  };

  const onKeyDown = (node: Node) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && node.target) {
      event.preventDefault();
      navigate(mappedRequirementAddress(node.target));
      return;
    }
    const next = move(node, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing of links, not a set of form fields.
    <svg
      role="group"
      aria-label={t('mappingGraph.label', { code: requirement.code })}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH }}
    >
      {nodes
        .filter((n) => n.column !== 1)
        .map((n) => {
          const fromX = n.column === 0 ? COLUMN_X[0] + NODE_WIDTH : COLUMN_X[1] + NODE_WIDTH;
          const toX = n.column === 0 ? COLUMN_X[1] : COLUMN_X[2];
          const nodeY = yOf(n) + NODE_HEIGHT / 2;
          const centreY = yOf(centre) + NODE_HEIGHT / 2;
          return (
            <line
              key={`edge-${n.key}`}
              x1={fromX}
              y1={n.column === 0 ? nodeY : centreY}
              x2={toX}
              y2={n.column === 0 ? centreY : nodeY}
              stroke="var(--mantine-color-dimmed)"
              strokeDasharray={n.relationship === undefined ? undefined : '4 2'}
            />
          );
        })}
      {nodes.map((n) => {
        const name =
          n.target === null
            ? t('mappingGraph.self', { code: n.label })
            : t(n.column === 0 ? 'mappingGraph.source' : 'mappingGraph.target', {
                name: n.label,
                relationship: n.relationship,
              });
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG node cannot be an <a> with a router's navigation and arrow keys.
          <g
            key={n.key}
            role="link"
            aria-label={name}
            tabIndex={n.key === focused ? 0 : -1}
            ref={(element) => {
              if (element === null) refs.current.delete(n.key);
              else refs.current.set(n.key, element);
            }}
            onFocus={() => setFocused(n.key)}
            onKeyDown={onKeyDown(n)}
            onClick={() => n.target && navigate(mappedRequirementAddress(n.target))}
            style={{ cursor: n.target ? 'pointer' : 'default', outlineOffset: 2 }}
          >
            <title>{name}</title>
            <rect
              x={COLUMN_X[n.column]}
              y={yOf(n)}
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx={6}
              fill="var(--mantine-color-body)"
              stroke={
                n.target === null
                  ? 'var(--mantine-primary-color-filled)'
                  : 'var(--mantine-color-default-border)'
              }
              strokeWidth={n.target === null ? 2 : 1}
            />
            <circle
              cx={COLUMN_X[n.column] + 14}
              cy={yOf(n) + NODE_HEIGHT / 2}
              r={5}
              fill={n.colour}
              stroke="rgba(0,0,0,0.45)"
            />
            <text
              x={COLUMN_X[n.column] + 26}
              y={yOf(n) + NODE_HEIGHT / 2 + 4}
              fontSize={12}
              fill="var(--mantine-color-text)"
            >
              {n.label.length > 24 ? `${n.label.slice(0, 23)}…` : n.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
