import { Badge, Group, Stack, Text } from '@mantine/core';
import { type Entity, type RequirementParameter, requirementRoutes } from '@praxis/contract';
import IconEraser from '@tabler/icons-react/icons/IconEraser';
import IconPencil from '@tabler/icons-react/icons/IconPencil';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../../components/CollapsibleSection';
import { useApiErrorToast } from '../../../components/form/useApiErrorToast';
import { IconButton } from '../../../components/IconButton';
import { InlineLoader } from '../../../components/InlineLoader';
import { showSuccessToast } from '../../../lib/toast';
import { useApi } from '../../../lib/useApi';
import { ParameterDialog } from './ParameterDialog';
import { parametersQueryKey, useParameters } from './useParameters';

interface ParametersPanelProps {
  requirement: Entity;
  editable: boolean;
}

const nameOf = (parameter: RequirementParameter) => parameter.label ?? parameter.id;

/**
 * The parameters of the requirement's statement (the "organization-defined" values of SP 800-53): each with
 * the value in effect and where it comes from, the company's own set or cleared here.
 */
export function ParametersPanel({ requirement, editable }: ParametersPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const parameters = useParameters(requirement);
  const [editing, setEditing] = useState<RequirementParameter | null>(null);
  const clear = useMutation({
    mutationFn: (parameter: RequirementParameter) =>
      api.call(requirementRoutes.deleteParameter, {
        params: { id: requirement, parameterId: parameter.id },
      }),
    onSuccess: async (_answer, parameter) => {
      showSuccessToast(t('parameters.cleared', { name: nameOf(parameter) }));
      await queryClient.invalidateQueries({ queryKey: parametersQueryKey(requirement) });
    },
    onError: (error) => showApiError(t('parameters.notCleared'), error),
  });
  const list = parameters.data;
  if (list?.length === 0) return null;

  return (
    <CollapsibleSection title={t('parameters.title')} count={list?.length}>
      {list === undefined ? (
        <InlineLoader />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((parameter) => {
            const name = nameOf(parameter);
            const choices = parameter.select?.choices.join('; ');
            return (
              <Group
                key={parameter.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                aria-label={name}
              >
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {parameter.id}
                    </Text>
                  </Group>
                  <Text size="sm" fs={parameter.value === null ? 'italic' : undefined}>
                    {parameter.value ??
                      (choices ? t('parameters.unsetChoices', { choices }) : t('parameters.unset'))}
                  </Text>
                  <Badge
                    variant="light"
                    color={parameter.source === 'company' ? 'blue' : parameter.source ? 'gray' : 'yellow'}
                    size="sm"
                  >
                    {t(`parameters.sources.${parameter.source ?? 'unset'}`)}
                  </Badge>
                </Stack>
                {editable && (
                  <Group gap={4} wrap="nowrap">
                    <IconButton
                      label={t('parameters.edit', { name })}
                      icon={IconPencil}
                      onClick={() => setEditing(parameter)}
                    />
                    {parameter.company && (
                      <IconButton
                        label={t('parameters.clear', { name })}
                        icon={IconEraser}
                        loading={clear.isPending && clear.variables?.id === parameter.id}
                        onClick={() => clear.mutate(parameter)}
                      />
                    )}
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {editing && (
        <ParameterDialog
          requirement={requirement}
          parameter={editing}
          name={nameOf(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </CollapsibleSection>
  );
}
