import { Alert, Textarea } from '@mantine/core';
import {
  type Finding,
  type FindingStatus,
  findingRoutes,
  findingTransitionSchema,
  nonconformityKinds,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useApi } from '../../lib/useApi';
import { findingChangeKeys } from './useFindings';

/** The moves a finding makes, by the status it goes to; sending back is the move to in progress from later on. */
export type FindingMove = 'start' | 'ready' | 'close' | 'sendBack';
export const moveTo: Record<FindingMove, FindingStatus> = {
  start: 'in-progress',
  ready: 'ready-for-verification',
  close: 'closed',
  sendBack: 'in-progress',
};

interface TransitionDialogProps {
  finding: Finding;
  move: FindingMove;
  onClose: () => void;
}

/**
 * Moves a finding on with a comment for its history; closing needs one. A refusal that names a field shows
 * at the comment, the one field the move has; the others in the toast.
 */
export function TransitionDialog({ finding, move, onClose }: TransitionDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const title = t(`findings.moves.${move}`);
  // Said before the server refuses it: a nonconformity closes only with evidence on the finding.
  const needsEvidence =
    move === 'close' &&
    (nonconformityKinds as readonly string[]).includes(finding.kind) &&
    finding.evidenceCount === 0;
  return (
    <FormDialog
      title={`${title}: ${finding.identifier}`}
      submitLabel={title}
      schema={findingTransitionSchema}
      initialValues={{ comment: '' }}
      toInput={({ comment }) => ({ status: moveTo[move], comment: comment === '' ? undefined : comment })}
      aliases={{ status: 'comment' }}
      save={(input) => api.call(findingRoutes.transition, { params: { id: finding.id }, body: input })}
      succeeded={(_input, moved) =>
        t('findings.moved', {
          identifier: moved.identifier,
          status: t(`findings.statuses.${moved.status}`),
        })
      }
      failed={t('findings.notMoved')}
      invalidates={findingChangeKeys}
      onClose={onClose}
      fields={(form) => (
        <>
          {needsEvidence && (
            <Alert color="yellow" role="status">
              {t('messages.findingNeedsEvidence')}
            </Alert>
          )}
          <Textarea
            label={move === 'close' ? t('findings.closingComment') : t('findings.comment')}
            required={move === 'close'}
            rows={3}
            data-autofocus
            {...form.textProps('comment')}
          />
        </>
      )}
    />
  );
}
