import {
  type DocumentationClass,
  type DocumentationOwnerCategory,
  documentationClasses,
  type Entity,
} from '@praxis/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useApi } from '../../lib/useApi';
import {
  type DocumentationEntry,
  deleteDocumentation,
  documentationClassOf,
  loadDocumentation,
  saveDocumentation,
} from './documentationApi';

export const documentationQueryKey = (category: DocumentationOwnerCategory, item: Entity) =>
  ['documentation', category, item.id] as const;

const order = (entry: DocumentationEntry) =>
  documentationClasses.indexOf(entry.className) * 2 + (entry.purpose === 'authoritative' ? 0 : 1);

/**
 * The documentation of one item for its details dialog (asset definition, product description, execution
 * implementation, ...): what the server has, in class order, plus an empty internal text of the register's
 * class when none exists yet, so there is always somewhere to write. Saves of one class run one after
 * another, so an autosave never overtakes the one before it.
 */
export function useItemDocumentation(
  category: DocumentationOwnerCategory,
  item: Entity,
  /** Reads the texts some other way than their own call (a requirement's come with its whole view). */
  load?: (signal: AbortSignal) => Promise<DocumentationEntry[]>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = documentationQueryKey(category, item);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => (load ? load(signal) : loadDocumentation(api, category, item, signal)),
  });
  const queues = useRef(new Map<DocumentationClass, Promise<unknown>>());

  const entries = useMemo(() => {
    if (query.data === undefined) return [];
    const own = documentationClassOf[category];
    const hasOwn = query.data.some((d) => d.className === own && d.purpose === 'internal');
    const all = hasOwn
      ? query.data
      : [...query.data, { id: null, className: own, purpose: 'internal' as const, content: null }];
    return all.toSorted((a, b) => order(a) - order(b));
  }, [query.data, category]);

  const replace = useCallback(
    (update: (list: DocumentationEntry[]) => DocumentationEntry[]) =>
      queryClient.setQueryData<DocumentationEntry[]>(queryKey, (list) => update(list ?? [])),
    [queryClient, queryKey],
  );

  const save = useCallback(
    (className: DocumentationClass, content: string | null): Promise<DocumentationEntry> => {
      const previous = queues.current.get(className) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(() => saveDocumentation(api, category, item, className, content))
        .then((saved) => {
          replace((list) => [
            ...list.filter((d) => !(d.className === className && d.purpose === 'internal')),
            saved,
          ]);
          return saved;
        });
      queues.current.set(className, next);
      return next;
    },
    [api, category, item, replace],
  );

  const remove = useCallback(
    async (entry: DocumentationEntry) => {
      if (entry.id === null) return;
      await deleteDocumentation(api, entry.id);
      replace((list) => list.filter((d) => d.id !== entry.id));
    },
    [api, replace],
  );

  return { entries, isLoading: query.isPending, isError: query.isError, save, remove };
}
