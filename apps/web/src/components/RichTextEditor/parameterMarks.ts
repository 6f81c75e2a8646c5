import type { ParameterSource, RequirementParameter } from '@praxis/contract';
import classes from './RichText.module.css';

/** Where a parameter's value comes from, or 'unset' while the organisation still has to define it. */
export type ParameterMark = ParameterSource | 'unset';

/**
 * Marks the parameters of a statement (the server's `<span data-param>` markers): the company's value in the
 * marker where `parameters` has one, a mark people see, and a note for screen readers saying where the value
 * comes from. A statement the server filled already (the report) says its source in `data-source`.
 */
export function markParameters(
  body: HTMLElement,
  describe: (mark: ParameterMark) => string,
  parameters: RequirementParameter[] = [],
) {
  const byId = new Map(parameters.map((parameter) => [parameter.id, parameter]));
  for (const span of body.querySelectorAll<HTMLElement>('span[data-param]')) {
    const parameter = byId.get(span.dataset.param ?? '');
    if (parameter) {
      span.dataset.source = parameter.source ?? 'unset';
      if (parameter.source === 'company' && parameter.value !== null) span.textContent = parameter.value;
    }
    const mark = span.dataset.source as ParameterMark | undefined;
    if (mark === undefined) continue;
    span.classList.add(classes.parameter ?? '');
    const note = span.ownerDocument.createElement('span');
    note.className = classes.parameterNote ?? '';
    note.textContent = ` (${describe(mark)})`;
    span.append(note);
  }
}
