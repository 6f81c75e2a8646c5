import { auditsRoutes } from '@praxis/contract';
import { useMemo } from 'react';
import { Loaded } from '../../../components/Loaded';
import { EvidenceArchiveButton } from '../../report/EvidenceArchiveButton';
import { ReportDocument } from '../../report/ReportDocument';
import { reportDataOf } from '../../report/reportApi';
import { useSealed } from './useSealed';

/**
 * `/audits/{id}/snapshots/{snapshotId}/report?specificationId=`: the specification's report exactly as the
 * snapshot sealed it, the same printable page as today's, dated and named by the snapshot's SHA-256.
 */
export function SnapshotReportPage() {
  const sealed = useSealed('report', (api, input, signal) => api.call(auditsRoutes.report, input, signal));
  const data = useMemo(() => sealed.data && reportDataOf(sealed.data.page), [sealed.data]);
  return (
    <Loaded query={sealed}>
      {({ snapshot, page, url, documentUrl }) =>
        data && (
          <ReportDocument
            data={data}
            asOf={snapshot}
            documentUrl={documentUrl}
            archive={<EvidenceArchiveButton specification={page.specification} url={url} />}
          />
        )
      }
    </Loaded>
  );
}
