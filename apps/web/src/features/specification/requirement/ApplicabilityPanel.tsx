import { Group, Radio, Stack } from '@mantine/core';
import {
  type Applicability,
  type Entity,
  JUSTIFICATION_MAX_CHARS,
  type PutApplicability,
  requirementRoutes,
} from '@praxis/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { InlineLoader } from '../../../components/InlineLoader';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { AutosaveTextInput } from '../../items/fields/AutosaveTextInput';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { useRequirementChanged } from './useRequirementChanged';
import { useRequirementPart } from './useRequirementPart';

interface ApplicabilityPanelProps {
  requirement: Entity;
  editable: boolean;
}

/** Whether the requirement applies to the company, and why; not applicable turns it gray. */
export function ApplicabilityPanel({ requirement, editable }: ApplicabilityPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const changed = useRequirementChanged();
  const params = { id: requirement };
  const queryKey = specificationQueryKeys.requirement(requirement.id, 'applicability');
  const load = useRequirementPart(
    requirement,
    (view) => view.applicability,
    (signal) => api.call(requirementRoutes.applicability, { params }, signal),
  );
  const applicability = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const save = useMutation({
    mutationFn: (body: PutApplicability) => api.call(requirementRoutes.putApplicability, { params, body }),
    onSuccess: async (saved: Applicability) => {
      queryClient.setQueryData(queryKey, saved);
      showSuccessToast(t('requirement.applicability.saved'));
      await changed();
    },
    onError: (error) => showApiError(t('requirement.applicability.notSaved'), error),
  });
  const current = applicability.data;

  return (
    <CollapsibleSection title={t('requirement.applicability.title')}>
      {current === undefined ? (
        <InlineLoader />
      ) : (
        <Stack gap="sm">
          <Radio.Group
            label={t('requirement.applicability.applicable')}
            // Nobody having decided counts as applicable (the contract says so), and is shown as such.
            value={current.applicable === false ? 'no' : 'yes'}
            onChange={(value) =>
              save.mutate({ applicable: value === 'yes', justification: current.justification })
            }
            readOnly={!editable}
          >
            <Group mt={4}>
              <Radio value="yes" label={t('requirement.applicability.yes')} disabled={!editable} />
              <Radio value="no" label={t('requirement.applicability.no')} disabled={!editable} />
            </Group>
          </Radio.Group>
          <AutosaveTextInput
            label={t('requirement.applicability.justification')}
            saved={current.justification ?? ''}
            onSave={(justification) =>
              save.mutate({ applicable: current.applicable !== false, justification })
            }
            readOnly={!editable}
            maxLength={JUSTIFICATION_MAX_CHARS}
          />
        </Stack>
      )}
    </CollapsibleSection>
  );
}
