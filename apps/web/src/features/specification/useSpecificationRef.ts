import type { Specification } from '@praxis/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../lib/useApi';
import { specificationsQuery } from './list/useSpecifications';

/**
 * How the calls of the API version name the specification of a page's address. Addresses made outside the
 * page's version (My work, mails, mapped requirements) hold the id, where version 1 names it by its legacy
 * id: that comes from the company's specifications, the list already loaded or, lacking it there (a
 * specification imported since), loaded now. One the company does not have keeps its id, and the API's
 * 404 says so.
 */
export function useSpecificationRef() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (addressId: string): Promise<string> => {
      // A legacy id is a number: it is already what version 1 asks by.
      if (api.apiVersion === 2 || /^\d+$/.test(addressId)) return addressId;
      const query = specificationsQuery(api);
      const find = (list: Specification[]) => list.find((specification) => specification.id === addressId);
      const found =
        find(await queryClient.ensureQueryData(query)) ??
        find(await queryClient.fetchQuery({ ...query, staleTime: 0 }));
      return found === undefined ? addressId : String(found.legacyId);
    },
    [api, queryClient],
  );
}
