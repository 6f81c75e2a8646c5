import { SimpleGrid } from '@mantine/core';
import {
  type CreateMaturity,
  type Entity,
  type Maturity,
  maturityRoutes,
  type UpdateMaturity,
} from '@praxis/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { InlineLoader } from '../../../components/InlineLoader';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { specificationQueryKeys } from '../specificationQueryKeys';
import { MaturityField } from './MaturityField';
import { useRequirementChanged } from './useRequirementChanged';
import { useRequirementPart } from './useRequirementPart';

interface MaturityPanelProps {
  requirement: Entity;
  editable: boolean;
}

type Change = { maturity: Maturity; body: UpdateMaturity } | { maturity: null; body: CreateMaturity };

/** Where the requirement stands and where it should get to: a level and comment per class. */
export function MaturityPanel({ requirement, editable }: MaturityPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const showApiError = useApiErrorToast();
  const changed = useRequirementChanged();
  const [removing, setRemoving] = useState<Maturity | null>(null);
  const params = { id: requirement };
  const paramsOf = (maturity: Maturity) => ({ ...params, maturityId: maturity });

  const classes = useQuery({
    queryKey: specificationQueryKeys.maturityClasses,
    queryFn: ({ signal }) => api.call(maturityRoutes.classes, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const load = useRequirementPart(
    requirement,
    (view) => view.maturities,
    (signal) => api.call(maturityRoutes.list, { params }, signal),
  );
  const maturities = useQuery({
    queryKey: specificationQueryKeys.requirement(requirement.id, 'maturities'),
    queryFn: ({ signal }) => load(signal),
  });
  const save = useMutation({
    mutationFn: ({ maturity, body }: Change) =>
      maturity === null
        ? api.call(maturityRoutes.create, { params, body })
        : api.call(maturityRoutes.update, { params: paramsOf(maturity), body }),
    onSuccess: async () => {
      showSuccessToast(t('maturity.saved'));
      await changed();
    },
    onError: (error) => showApiError(t('maturity.notSaved'), error),
  });

  return (
    <CollapsibleSection title={t('maturity.title')}>
      {classes.data === undefined || maturities.data === undefined ? (
        <InlineLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {classes.data.map((maturityClass) => {
            const maturity = maturities.data.find((m) => m.classId === maturityClass.id) ?? null;
            return (
              <MaturityField
                key={maturityClass.id}
                maturityClass={maturityClass}
                maturity={maturity}
                editable={editable}
                onLevel={(level) =>
                  save.mutate(
                    maturity === null
                      ? { maturity, body: { classId: maturityClass.id, level, comment: null } }
                      : { maturity, body: { level } },
                  )
                }
                onComment={(comment) => maturity !== null && save.mutate({ maturity, body: { comment } })}
                onRemove={() => setRemoving(maturity)}
              />
            );
          })}
        </SimpleGrid>
      )}
      {removing !== null && (
        <ConfirmDialog
          title={t('maturity.removeTitle')}
          question={t('maturity.removeQuestion', { class: t(`maturity.classes.${removing.classId}`) })}
          confirmLabel={t('maturity.removeConfirm')}
          danger
          action={() => api.send(maturityRoutes.remove, { params: paramsOf(removing) })}
          succeeded={t('maturity.removed')}
          failed={t('maturity.notRemoved')}
          invalidates={[specificationQueryKeys.all]}
          onClose={() => setRemoving(null)}
        />
      )}
    </CollapsibleSection>
  );
}
