import { specificationRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../lib/useApi';
import { specificationStore } from './navigation/useSpecificationState';
import { specificationQueryKeys } from './specificationQueryKeys';

/**
 * The specification of the address (its id or, in API version 1, its legacy id) and its tree, kept in the
 * client state while the specification is on screen and forgotten when it is left. Links made outside the
 * page's API version (My work, the calendar) hold the id, which the v1 paths take as well as the legacy id.
 */
export function useSpecification(id: string) {
  const api = useApi();
  const specification = useQuery({
    queryKey: specificationQueryKeys.specification(id),
    queryFn: ({ signal }) => api.call(specificationRoutes.get, { params: { id } }, signal),
  });
  const loaded = specification.data;
  const elements = useQuery({
    queryKey: specificationQueryKeys.elements(id),
    queryFn: ({ signal }) =>
      // v1 names the tree after its requirements.
      api.call(
        api.apiVersion === 2 ? specificationRoutes.elements : specificationRoutes.requirements,
        // biome-ignore lint/style/noNonNullAssertion: enabled only once the specification is there.
        { params: { id: loaded! } },
        signal,
      ),
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
