import { Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { riskRoutes, type Treatment } from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useApiErrorToast } from '../../components/form/useApiErrorToast';
import { isApiError } from '../../lib/api';
import { displayNameOf } from '../../lib/displayName';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { useFormatDate } from '../../lib/useFormatDate';
import { useCan } from '../auth/useCan';
import { useMe } from '../auth/useMe';
import { myWorkQueryKey } from '../items/useMyWork';
import { riskViewQueryKey } from '../risk-matrix/riskQueries';
import { TreatmentDialog } from './TreatmentDialog';
import { treatmentChangeKeys, treatmentQueryKey } from './treatmentKeys';

interface TreatmentPanelProps {
  threat: { id: string; name: string };
  editable: boolean;
}

type Person = NonNullable<Treatment['owner']>;
const nameOf = (person: Person) => displayNameOf({ ...person, displayName: null });

/** One line of the read view: a term and what it holds. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A risk scenario's treatment decision in its details dialog: what was decided, by whom and
 * until when, and an acceptance's approval, which an Administrator other than the owner gives here.
 * Readers see it; writers decide, change and remove it.
 */
export function TreatmentPanel({ threat, editable }: TreatmentPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe();
  const isAdministrator = useCan('company:admin');
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const params = { id: threat.id };
  const queryKey = treatmentQueryKey(threat.id);

  const treatment = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(riskRoutes.treatment, { params }, signal),
    retry: false,
  });
  useEffect(() => {
    if (treatment.isError) {
      const status = isApiError(treatment.error) ? treatment.error.status : undefined;
      showErrorToast(t('treatments.notLoaded'), status);
    }
  }, [treatment.isError, treatment.error, t]);

  const approve = useMutation({
    mutationFn: () => api.call(riskRoutes.approveTreatment, { params }),
    onSuccess: (approved) => {
      queryClient.setQueryData(queryKey, approved);
      void queryClient.invalidateQueries({ queryKey: myWorkQueryKey });
      void queryClient.invalidateQueries({ queryKey: riskViewQueryKey });
      showSuccessToast(t('treatments.approved'));
    },
    onError: (error) => showApiError(t('treatments.notApproved'), error),
  });

  const current = treatment.data ?? null;
  const waiting = current?.decision === 'accept' && current.approvedBy === null;
  const mayApprove = waiting && isAdministrator && current.owner?.userId !== me.user.userId;

  return (
    <CollapsibleSection
      title={t('treatments.title')}
      actions={
        editable &&
        treatment.isSuccess && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {current === null ? t('treatments.decide') : t('treatments.edit')}
            </Button>
            {current !== null && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(true)}>
                {t('treatments.remove')}
              </Button>
            )}
          </Group>
        )
      }
    >
      {current === null ? (
        <Text c="dimmed" size="sm">
          {t('treatments.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
            <Fact term={t('treatments.decision')}>{t(`treatments.decisions.${current.decision}`)}</Fact>
            <Fact term={t('treatments.owner')}>
              {current.owner ? nameOf(current.owner) : t('treatments.noOwner')}
            </Fact>
            <Fact term={t('treatments.dueDate')}>{formatDate(current.dueDate)}</Fact>
            <Fact term={t('treatments.status')}>{t(`treatments.statuses.${current.status}`)}</Fact>
            {current.decision === 'accept' && (
              <>
                <Fact term={t('treatments.expiresDate')}>{formatDate(current.expiresDate)}</Fact>
                <Fact term={t('treatments.approval')}>
                  {current.approvedBy
                    ? t('treatments.approvedBy', {
                        name: nameOf(current.approvedBy),
                        date: formatDate(current.approvedAt),
                      })
                    : t('treatments.awaitingApproval')}
                </Fact>
              </>
            )}
          </SimpleGrid>
          {current.justification && (
            <Box component="dl" m={0}>
              <Fact term={t('treatments.justification')}>{current.justification}</Fact>
            </Box>
          )}
          {(current.expired || current.overdue) && (
            <Group gap="xs">
              {current.expired && <Badge color="red">{t('treatments.expired')}</Badge>}
              {current.overdue && <Badge color="red">{t('treatments.overdue')}</Badge>}
            </Group>
          )}
          {mayApprove && (
            <Group>
              <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate()}>
                {t('treatments.approve')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {editing && (
        <TreatmentDialog
          threatId={threat.id}
          name={threat.name}
          treatment={current}
          onClose={() => setEditing(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('treatments.removeTitle')}
          question={t('treatments.removeQuestion', { name: threat.name })}
          confirmLabel={t('treatments.remove')}
          danger
          action={() => api.send(riskRoutes.removeTreatment, { params })}
          succeeded={t('treatments.removed')}
          failed={t('treatments.notRemoved')}
          invalidates={treatmentChangeKeys(threat.id)}
          onClose={() => setRemoving(false)}
        />
      )}
    </CollapsibleSection>
  );
}
