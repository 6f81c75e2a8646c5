import { Box, Button, Group, Text } from '@mantine/core';
import {
  type SemaphoreColour,
  type SemaphoreCounts,
  type SpecificationElement,
  semaphoreColours,
} from '@praxis/contract';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import IconChevronRight from '@tabler/icons-react/icons/IconChevronRight';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SemaphoreBadges } from '../../../components/charts/SemaphoreBadges';
import { SemaphoreDot } from '../../../components/charts/SemaphoreDot';
import {
  ancestorsOf,
  buildIndexTree,
  type IndexNode,
  parentIdsOf,
  treeKeyResult,
  visibleRows,
} from './indexTree';

interface NavigationIndexProps {
  elements: SpecificationElement[];
  selectedId: string | null;
  onSelect: (requirementId: string) => void;
  /** Start with every topic and sub-topic open (a filtered index shows what matched at once). */
  expandAll?: boolean;
  /** Colours projected from mapped requirements onto requirements without their own assessment, by id. */
  projected?: ReadonlyMap<string, SemaphoreColour>;
}

/**
 * The navigation index: topics, sub-topics and requirements as a WAI-ARIA tree. One row at a time
 * is in the tab order; arrow keys move and open or close, Home and End jump, Enter or Space selects a
 * requirement (opening the requirements nested in it) or opens and closes a topic. A requirement with
 * requirements nested in it shows its own colour, and beside it the colours of those below.
 */
export function NavigationIndex({
  elements,
  selectedId,
  onSelect,
  expandAll = false,
  projected,
}: NavigationIndexProps) {
  const { t } = useTranslation();
  const roots = useMemo(() => buildIndexTree(elements), [elements]);
  const parents = useMemo(() => parentIdsOf(elements), [elements]);
  // Topics start open, so the first look shows the structure without every requirement.
  const [expanded, setExpanded] = useState<Set<string>>(
    () =>
      new Set([
        ...roots.map((root) => root.element.id),
        ...(expandAll ? parentIdsOf(elements) : []),
        ...(selectedId === null ? [] : ancestorsOf(elements, selectedId)),
      ]),
  );
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const moved = useRef(false);

  // A requirement chosen elsewhere (the address, a link) is shown in its place.
  useEffect(() => {
    if (selectedId === null) return;
    const ancestors = ancestorsOf(elements, selectedId);
    setExpanded((current) =>
      ancestors.every((id) => current.has(id)) ? current : new Set([...current, ...ancestors]),
    );
  }, [elements, selectedId]);

  const rows = visibleRows(roots, expanded);
  const tabStop =
    rows.find((row) => row.node.element.id === focusedId)?.node.element.id ??
    rows.find((row) => row.node.element.id === selectedId)?.node.element.id ??
    rows[0]?.node.element.id;

  // Focus follows the keyboard only; a re-render for other reasons must not steal it.
  useEffect(() => {
    if (moved.current && focusedId !== null) {
      moved.current = false;
      rowRefs.current.get(focusedId)?.focus();
    }
  }, [focusedId]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const expand = (id: string) =>
    setExpanded((current) => (current.has(id) ? current : new Set([...current, id])));
  // A requirement opens as it is chosen, showing the requirements nested in it; its chevron (or the arrow
  // keys) closes it again. A topic or sub-topic only opens and closes.
  const activate = (node: IndexNode) => {
    if (node.element.kind === 'requirement') {
      onSelect(node.element.id);
      if (node.children.length > 0) expand(node.element.id);
    } else if (node.children.length > 0) toggle(node.element.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (tabStop === undefined) return;
    const result = treeKeyResult(event.key, rows, tabStop, expanded);
    if (result === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (result.focus !== undefined) {
      moved.current = true;
      setFocusedId(result.focus);
    }
    if (result.expand !== undefined) toggle(result.expand);
    if (result.collapse !== undefined) toggle(result.collapse);
    const node = rows.find((row) => row.node.element.id === result.activate)?.node;
    if (node !== undefined) activate(node);
  };

  // The row's name, its colour (own or projected) and, for a requirement holding others, their colours.
  const labelOf = (element: SpecificationElement) => {
    const projection = projected?.get(element.id);
    const colour =
      projection !== undefined
        ? t('semaphore.projectedLabel', { colour: t(`semaphore.colours.${projection}`) })
        : element.semaphore !== null
          ? t('semaphore.label', { colour: t(`semaphore.colours.${element.semaphore}`) })
          : null;
    const below =
      element.kind === 'requirement' && element.counts !== null
        ? t('navigationIndex.belowLabel', { counts: countsText(element.counts) })
        : null;
    return [`${element.code} ${element.name}`, colour, below].filter((part) => part !== null).join(', ');
  };
  const countsText = (counts: SemaphoreCounts) =>
    semaphoreColours
      .filter((colour) => counts[colour] > 0)
      .map((colour) =>
        t('semaphore.count', { count: counts[colour], colour: t(`semaphore.colours.${colour}`) }),
      )
      .join(', ');

  const renderNodes = (nodes: IndexNode[], level: number) =>
    nodes.map((node, index) => {
      const { element } = node;
      const open = expanded.has(element.id);
      const hasChildren = node.children.length > 0;
      const selected = element.id === selectedId;
      return (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's onKeyDown handles every key of every row.
        <div
          key={element.id}
          role="treeitem"
          aria-level={level}
          aria-setsize={nodes.length}
          aria-posinset={index + 1}
          aria-expanded={hasChildren ? open : undefined}
          aria-selected={element.kind === 'requirement' ? selected : undefined}
          aria-label={labelOf(element)}
          tabIndex={element.id === tabStop ? 0 : -1}
          ref={(row) => {
            if (row === null) rowRefs.current.delete(element.id);
            else rowRefs.current.set(element.id, row);
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(element.id);
          }}
          // The keys are the tree's (onKeyDown above); a click on a row acts on that row, not its ancestors.
          onClick={(event) => {
            event.stopPropagation();
            setFocusedId(element.id);
            activate(node);
          }}
          style={{ outlineOffset: -2, cursor: 'pointer' }}
        >
          <Box
            py={4}
            pr={4}
            pl={(level - 1) * 14 + 4}
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ borderRadius: 4 }}
          >
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text
                span
                w={12}
                size="sm"
                c="dimmed"
                style={{ flex: 'none' }}
                // A chosen requirement stays chosen while its chevron closes or opens it; the arrow keys do the same.
                onClick={
                  hasChildren && element.kind === 'requirement'
                    ? (event) => {
                        event.stopPropagation();
                        setFocusedId(element.id);
                        toggle(element.id);
                      }
                    : undefined
                }
              >
                {hasChildren &&
                  (open ? (
                    <IconChevronDown size={12} aria-hidden />
                  ) : (
                    <IconChevronRight size={12} aria-hidden />
                  ))}
              </Text>
              {element.semaphore !== null && (
                <Box pt={4} style={{ flex: 'none' }}>
                  {projected?.has(element.id) ? (
                    <SemaphoreDot colour={projected.get(element.id) ?? 'gray'} projected />
                  ) : (
                    <SemaphoreDot colour={element.semaphore} />
                  )}
                </Box>
              )}
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" fw={element.kind === 'requirement' ? 400 : 600} lh={1.3}>
                  <Text span ff="monospace" size="xs" mr={6}>
                    {element.code}
                  </Text>
                  {element.name}
                </Text>
                {element.counts !== null && (
                  <Group gap={4} wrap="nowrap" align="center">
                    {element.kind === 'requirement' && (
                      <Text span size="xs" c="dimmed">
                        {t('navigationIndex.below')}
                      </Text>
                    )}
                    <SemaphoreBadges counts={element.counts} compact />
                  </Group>
                )}
              </Box>
            </Group>
          </Box>
          {hasChildren && open && (
            // biome-ignore lint/a11y/useSemanticElements: a tree's group of rows, not a group of form fields.
            <div role="group">{renderNodes(node.children, level + 1)}</div>
          )}
        </div>
      );
    });

  return (
    <Box>
      <Group gap="xs" mb="xs">
        <Button size="compact-xs" variant="light" onClick={() => setExpanded(new Set(parents))}>
          {t('navigationIndex.expandAll')}
        </Button>
        <Button size="compact-xs" variant="light" onClick={() => setExpanded(new Set())}>
          {t('navigationIndex.collapseAll')}
        </Button>
      </Group>
      {elements.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('navigationIndex.empty')}
        </Text>
      ) : (
        <div role="tree" aria-label={t('navigationIndex.tree')} onKeyDown={onKeyDown}>
          {renderNodes(roots, 1)}
        </div>
      )}
    </Box>
  );
}
