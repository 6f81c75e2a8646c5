import { Radio, Stack, Textarea } from '@mantine/core';
import {
  type Evidence,
  evidenceDecisions,
  evidenceRoutes,
  type ReviewEvidence,
  reviewEvidenceSchema,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { useApi } from '../../lib/useApi';

type ReviewValues = Record<'decision' | 'comment', string>;

interface ReviewEvidenceDialogProps {
  evidence: Evidence;
  onClose: () => void;
}

/** A reviewer other than the uploader approves or rejects the submitted revision, with a comment. */
export function ReviewEvidenceDialog({ evidence, onClose }: ReviewEvidenceDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog
      title={t('evidence.reviewTitle', { title: evidence.title, revision: evidence.revision })}
      submitLabel={t('evidence.saveReview')}
      fields={(form) => (
        <Stack>
          <Radio.Group
            label={t('evidence.decision')}
            required
            value={form.values.decision}
            onChange={(decision) => form.change({ decision })}
            error={form.problemText('decision')}
          >
            <Stack gap="xs" mt="xs">
              {evidenceDecisions.map((decision) => (
                <Radio key={decision} value={decision} label={t(`evidence.decisions.${decision}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={t('evidence.comment')} rows={3} {...form.textProps('comment')} />
        </Stack>
      )}
      schema={reviewEvidenceSchema}
      initialValues={{ decision: '', comment: '' }}
      toInput={({ decision, comment }: ReviewValues) => ({
        decision,
        comment: comment.trim() === '' ? null : comment,
      })}
      save={(input: ReviewEvidence) =>
        api.call(evidenceRoutes.review, { params: { id: evidence.id }, body: input })
      }
      succeeded={({ decision }) => t(`evidence.reviewed.${decision}`, { title: evidence.title })}
      failed={t('evidence.notReviewed')}
      invalidates={[itemsQueryKey]}
      onClose={onClose}
    />
  );
}
