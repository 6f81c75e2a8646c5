import { Button, Group } from '@mantine/core';
import { AUDITOR_ROLE, type Audit, type Finding, type FindingStatus } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../auth/useCan';
import { useMe } from '../auth/useMe';
import { type FindingMove, TransitionDialog } from './TransitionDialog';

/** What each status moves on to; the verifier's moves are the last two. */
const movesFrom: Record<FindingStatus, FindingMove[]> = {
  open: ['start'],
  'in-progress': ['ready'],
  'ready-for-verification': ['close', 'sendBack'],
  closed: [],
};
const verifying = new Set<FindingMove>(['close', 'sendBack']);

/** Whether the signed-in person verifies the audit's findings: its lead, its team, or an Administrator. */
function useVerifies(audit: Audit) {
  const me = useMe();
  const auditPeople = [audit.leadAuditor?.id, ...audit.team.map((person) => person.id)];
  return me.role === 'Administrator' || auditPeople.includes(me.user.id);
}

/**
 * Whether the signed-in person may change the finding: whoever records findings, except that an external
 * auditor changes only the findings they recorded.
 */
export function useChangesFinding(finding: Finding) {
  const me = useMe();
  const records = useCan('finding:record');
  return records && (me.role !== AUDITOR_ROLE || finding.recordedBy?.id === me.user.id);
}

/** The moves the signed-in person may make on the finding now, each asking for its comment. */
export function FindingActions({ finding, audit }: { finding: Finding; audit: Audit }) {
  const { t } = useTranslation();
  const changes = useChangesFinding(finding);
  const verifies = useVerifies(audit);
  const [move, setMove] = useState<FindingMove | null>(null);
  const moves = changes ? movesFrom[finding.status].filter((m) => verifies || !verifying.has(m)) : [];
  if (moves.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('findings.actions')}>
      {moves.map((m) => (
        <Button
          key={m}
          size="xs"
          variant={m === 'sendBack' ? 'default' : 'filled'}
          onClick={() => setMove(m)}
        >
          {t(`findings.moves.${m}`)}
        </Button>
      ))}
      {move !== null && <TransitionDialog finding={finding} move={move} onClose={() => setMove(null)} />}
    </Group>
  );
}
