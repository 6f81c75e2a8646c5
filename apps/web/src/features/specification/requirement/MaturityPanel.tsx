import { SimpleGrid } from '@mantine/core';
import {
  type CreateMaturity,
  type Maturity,
  maturityRoutes,
  maturitySchema,
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
import { type EntityRef, requirementPath, specificationQueryKeys } from '../specificationPaths';
import { MaturityField } from './MaturityField';
import { useRequirementChanged } from './useRequirementChanged';
import { useRequirementPart } from './useRequirementPart';

interface MaturityPanelProps {
  requirement: EntityRef;
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
  const path = requirementPath(api, requirement, '/maturities');
  const pathOf = (maturity: Maturity) => `${path}/${api.apiVersion === 2 ? maturity.id : maturity.legacyId}`;

  const classes = useQuery({
    queryKey: specificationQueryKeys.maturityClasses,
    queryFn: ({ signal }) => api.call(maturityRoutes.classes, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const load = useRequirementPart(
    requirement,
    (view) => view.maturities,
    (signal) => api.get(path, maturitySchema.array(), signal),
  );
  const maturities = useQuery({
    queryKey: specificationQueryKeys.requirement(requirement.id, 'maturities'),
    queryFn: ({ signal }) => load(signal),
  });
  const save = useMutation({
    mutationFn: ({ maturity, body }: Change) =>
      maturity === null
        ? api.post(path, body, maturitySchema)
        : api.put(pathOf(maturity), body, maturitySchema),
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
          action={() => api.delete(pathOf(removing))}
          succeeded={t('maturity.removed')}
          failed={t('maturity.notRemoved')}
          invalidates={[specificationQueryKeys.all]}
          onClose={() => setRemoving(null)}
        />
      )}
    </CollapsibleSection>
  );
}
