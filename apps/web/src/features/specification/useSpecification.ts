import { type Entity, specificationRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/useApi';
import { specificationStore } from './navigation/useSpecificationState';
import { specificationQueryKeys } from './specificationQueryKeys';
import { useSpecificationRef } from './useSpecificationRef';

/** A specification's tree, flat in tree order; v1 names it after its requirements. */
export const specificationTree = (api: ApiClient, specification: Entity, signal?: AbortSignal) =>
  api.call(
    api.apiVersion === 2 ? specificationRoutes.elements : specificationRoutes.requirements,
    { params: { id: specification } },
    signal,
  );

/**
 * The specification of the address (its id or, in API version 1, its legacy id) and its tree, kept in the
 * client state while the specification is on screen and forgotten when it is left.
 */
export function useSpecification(id: string) {
  const api = useApi();
  const specificationRef = useSpecificationRef();
  const specification = useQuery({
    queryKey: specificationQueryKeys.specification(id),
    queryFn: async ({ signal }) =>
      api.call(specificationRoutes.get, { params: { id: await specificationRef(id) } }, signal),
  });
  const loaded = specification.data;
  const elements = useQuery({
    queryKey: specificationQueryKeys.elements(id),
    // biome-ignore lint/style/noNonNullAssertion: enabled only once the specification is there.
    queryFn: ({ signal }) => specificationTree(api, loaded!, signal),
    enabled: loaded !== undefined,
  });

  useEffect(() => {
    if (loaded !== undefined) {
      specificationStore.dispatch({
        type: 'setSpecification',
        specification: { id: loaded.id, legacyId: loaded.legacyId, name: loaded.name },
      });
    }
  }, [loaded]);
  useEffect(() => {
    if (elements.data !== undefined) specificationStore.dispatch({ type: 'add', elements: elements.data });
  }, [elements.data]);
  // Leaving the page, or going to another specification on it, forgets this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id is what the clearing is tied to.
  useEffect(() => () => specificationStore.dispatch({ type: 'clear' }), [id]);

  return { specification, elements };
}
