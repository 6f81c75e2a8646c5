import { Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  type Entity,
  PARAMETER_VALUE_MAX_CHARS,
  type PutParameterValue,
  putParameterValueSchema,
  type RequirementParameter,
  requirementRoutes,
} from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useApi } from '../../../lib/useApi';
import { parametersQueryKey } from './useParameters';

/** The form holds the chosen choices as JSON, since its values are texts. */
type ParameterValues = { text: string; choices: string };

interface ParameterDialogProps {
  requirement: Entity;
  parameter: RequirementParameter;
  /** How the parameter is named to people: its label, or its id. */
  name: string;
  onClose: () => void;
}

/** Sets the company's value of a parameter: text, or choices from its selection. */
export function ParameterDialog({ requirement, parameter, name, onClose }: ParameterDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { select } = parameter;
  const chosen = (values: ParameterValues): string[] => JSON.parse(values.choices);
  return (
    <FormDialog
      title={t('parameters.editTitle', { name })}
      submitLabel={t('forms.save')}
      fields={(form) => (
        <Stack gap="sm">
          {parameter.guidelines && (
            <Text size="sm" c="dimmed">
              {parameter.guidelines}
            </Text>
          )}
          {select === null ? (
            <Textarea
              label={t('parameters.value')}
              rows={3}
              maxLength={PARAMETER_VALUE_MAX_CHARS}
              {...form.textProps('text')}
              data-autofocus
            />
          ) : select.howMany === 'one' ? (
            <Radio.Group
              label={t('parameters.chooseOne')}
              value={chosen(form.values)[0] ?? null}
              onChange={(choice) => form.change({ choices: JSON.stringify([choice]) })}
              error={form.problemText('choices')}
            >
              <Stack gap={6} mt={4}>
                {select.choices.map((choice) => (
                  <Radio key={choice} value={choice} label={choice} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              label={t('parameters.chooseSome')}
              value={chosen(form.values)}
              onChange={(choices) => form.change({ choices: JSON.stringify(choices) })}
              error={form.problemText('choices')}
            >
              <Stack gap={6} mt={4}>
                {select.choices.map((choice) => (
                  <Checkbox key={choice} value={choice} label={choice} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Stack>
      )}
      schema={putParameterValueSchema}
      initialValues={{
        text: parameter.company?.text ?? '',
        choices: JSON.stringify(parameter.company?.choices ?? []),
      }}
      toInput={(values: ParameterValues) =>
        select === null ? { text: values.text } : { choices: chosen(values) }
      }
      save={(body: PutParameterValue) =>
        api.call(requirementRoutes.putParameter, {
          params: { id: requirement, parameterId: parameter.id },
          body,
        })
      }
      succeeded={() => t('parameters.saved', { name })}
      failed={t('parameters.notSaved')}
      invalidates={[parametersQueryKey(requirement)]}
      onClose={onClose}
    />
  );
}
