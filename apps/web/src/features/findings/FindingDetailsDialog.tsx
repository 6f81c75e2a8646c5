import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialogs/Dialog';
import { Loaded } from '../../components/Loaded';
import { FindingDetails } from './FindingDetails';
import { useFinding, useFindingAudit } from './useFindings';

interface FindingDetailsDialogProps {
  findingId: string;
  /** The finding's audit: its team verifies, its specifications hold the requirements. */
  auditId: string;
  onClose: () => void;
}

/** One finding: its fields, the moves the caller may make, its evidence and its history. */
export function FindingDetailsDialog({ findingId, auditId, onClose }: FindingDetailsDialogProps) {
  const { t } = useTranslation();
  const finding = useFinding(findingId);
  const audit = useFindingAudit(auditId);
  const title = finding.data
    ? `${finding.data.identifier} ${finding.data.title}`
    : t('findings.detailsTitle');
  return (
    <Dialog onClose={onClose} title={title} size="xl">
      <Loaded query={finding}>
        {(loaded) => <Loaded query={audit}>{(a) => <FindingDetails finding={loaded} audit={a} />}</Loaded>}
      </Loaded>
    </Dialog>
  );
}
