import { auditsRoutes } from '@praxis/contract';
import { Loaded } from '../../../components/Loaded';
import { useSealed } from '../snapshots/useSealed';
import { SoaDocument } from './SoaDocument';

/** `/audits/{id}/snapshots/{snapshotId}/soa?specificationId=`: the Statement of Applicability as sealed. */
export function SnapshotSoaPage() {
  const sealed = useSealed('soa', (api, input, signal) => api.call(auditsRoutes.soa, input, signal));
  return (
    <Loaded query={sealed}>
      {({ page, documentUrl }) => <SoaDocument statement={page} documentUrl={documentUrl} />}
    </Loaded>
  );
}
