import { auditsRoutes, queryKeyOf } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Loaded } from '../../../components/Loaded';
import { useApi } from '../../../lib/useApi';
import { SoaDocument } from './SoaDocument';

/** `/praxis/specification/{id}/soa`: the specification's Statement of Applicability today, printable. */
export function LiveSoaPage() {
  const api = useApi();
  const { id = '' } = useParams();
  const statement = useQuery({
    queryKey: queryKeyOf(auditsRoutes.liveSoa, { params: { id } }),
    queryFn: ({ signal }) => api.call(auditsRoutes.liveSoa, { params: { id } }, signal),
    // The statement reflects the moment it was opened.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return (
    <Loaded query={statement}>
      {(data) => (
        <SoaDocument
          statement={data}
          documentUrl={(query) => api.url(auditsRoutes.liveSoa, { params: { id }, query })}
        />
      )}
    </Loaded>
  );
}
