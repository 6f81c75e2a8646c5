import { PARAMETER_SPAN, parameterText, type RequirementParameter } from '@praxis/contract';
import { escapeHtml } from '../../lib/text.js';
import type { ParameterWithValue } from './specifications.parameters.repository.js';

/** A parameter as the contract has it: its definition, the company's value, and the value in effect. */
export function presentParameter({ definition, value, tailored }: ParameterWithValue): RequirementParameter {
  const company =
    value && (value.text !== null || value.choices !== null)
      ? { text: value.text, choices: value.choices }
      : null;
  const companyText = company && (company.text ?? parameterText(company.choices ?? []));
  const defined = definition.values.length > 0 ? parameterText(definition.values) : null;
  return {
    id: definition.paramId,
    label: definition.label,
    select:
      definition.choices === null
        ? null
        : {
            howMany: definition.howMany === 'one-or-more' ? 'one-or-more' : 'one',
            choices: definition.choices,
          },
    guidelines: definition.guidelines,
    defined: definition.values,
    company,
    value: companyText ?? defined,
    source: companyText !== null ? 'company' : defined !== null ? (tailored ? 'profile' : 'catalog') : null,
  };
}

/**
 * A statement with its parameters' values in effect: each marker holds the company's value where it set one
 * (else the text the import put there, the catalog's or profile's value or the parameter's label) and says
 * its source (`data-source`, 'unset' while the organisation still has to define it). A statement without
 * markers, imported before parameters were kept, comes back as it was.
 */
export function fillParameters(html: string, parameters: Map<string, RequirementParameter>): string;
export function fillParameters(
  html: string | null,
  parameters: Map<string, RequirementParameter>,
): string | null;
export function fillParameters(html: string | null, parameters: Map<string, RequirementParameter>) {
  if (html === null) return null;
  return html.replace(PARAMETER_SPAN, (whole, id: string, content: string) => {
    const parameter = parameters.get(id);
    if (parameter === undefined) return whole;
    const text =
      parameter.source === 'company' && parameter.value !== null ? escapeHtml(parameter.value) : content;
    return `<span data-param="${id}" data-source="${parameter.source ?? 'unset'}">${text}</span>`;
  });
}

/** Parameters by their id, for `fillParameters`. */
export const parametersById = (parameters: RequirementParameter[]) =>
  new Map(parameters.map((parameter) => [parameter.id, parameter]));
