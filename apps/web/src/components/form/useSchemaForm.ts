import { type MessageCode, type MessageParams, sayText } from '@praxis/contract';
import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { type Problem, useMessageText } from './useMessageText';

/** Form state is what the inputs hold: texts and switches; `toInput` turns it into the schema's input. */
export type FormValues = Record<string, string | boolean>;
type FieldName<V extends FormValues> = keyof V & string;

interface Issue {
  path: PropertyKey[];
  message: string;
  /** A refusal's detail carries its code; a schema's issue is found in the catalogue by its text. */
  messageCode?: MessageCode;
  messageParams?: MessageParams;
}

/** The part of a zod schema a form needs; the contract's schemas are such. */
export interface FormSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

export interface SchemaFormOptions<V extends FormValues, T> {
  schema: FormSchema<T>;
  initialValues: V;
  toInput: (values: V) => unknown;
  /** Input keys that carry a field under another name (`productCategoryId` for `category`). */
  aliases?: Partial<Record<string, FieldName<V>>>;
}

type Problems<V extends FormValues> = Partial<Record<FieldName<V>, Problem>>;
const fieldsOf = <V extends FormValues>(values: V) => Object.keys(values) as FieldName<V>[];

/** The first problem of each of `fields` among the issues, keys carried under an alias put right. */
export function problemsOf<F extends string>(
  issues: Issue[],
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): Partial<Record<F, Problem>> {
  const problems: Partial<Record<F, Problem>> = {};
  for (const issue of issues) {
    // A nested field ('thresholds.medium') is a form field of that name where the form has one.
    const nested = issue.path.join('.');
    const key = fields.includes(nested as F) ? nested : String(issue.path[0]);
    const field = (aliases[key] ?? key) as F;
    if (fields.includes(field) && problems[field] === undefined) {
      const { message, messageCode, messageParams } = issue;
      problems[field] =
        messageCode === undefined ? sayText(message) : { message, messageCode, messageParams };
    }
  }
  return problems;
}

/** The details of a refusal that name fields ('body.category'), as issues at those fields of the body. */
export function refusalIssues(error: unknown): Issue[] | undefined {
  if (!isApiError(error) || error.details === undefined) return undefined;
  return error.details.map(({ field = '', ...problem }) => ({
    path: field.split('.').filter((segment, index) => !(index === 0 && segment === 'body')),
    ...problem,
  }));
}

/**
 * Client-side validation with the contract's schema, so the form says exactly what the server would:
 * a field is checked when it loses focus and again on every change while it shows a problem; submitting
 * checks them all. Server refusals that name fields in their details (a 400's validation, a 404 on
 * `body.category`) put those details on the fields.
 */
export function useSchemaForm<V extends FormValues, T>({
  schema,
  initialValues,
  toInput,
  aliases = {},
}: SchemaFormOptions<V, T>) {
  const messageText = useMessageText();
  const [values, setValues] = useState(initialValues);
  const [problems, setProblems] = useState<Problems<V>>({});

  function check(next: V, field: FieldName<V>) {
    const result = schema.safeParse(toInput(next));
    const problem = result.success
      ? undefined
      : problemsOf(result.error.issues, fieldsOf(next), aliases)[field];
    setProblems((current) => ({ ...current, [field]: problem }));
  }

  /** Sets one or more fields at once; each that shows a problem is checked again. */
  function change(partial: Partial<V>) {
    const next = { ...values, ...partial };
    setValues(next);
    for (const field of Object.keys(partial) as FieldName<V>[]) {
      if (problems[field] !== undefined) check(next, field);
    }
  }

  function setValue<K extends FieldName<V>>(field: K, value: V[K]) {
    const partial: Partial<V> = {};
    partial[field] = value;
    change(partial);
  }

  const problemText = (field: FieldName<V>) => {
    const problem = problems[field];
    return problem && messageText(problem);
  };

  return {
    values,
    change,
    /** The field's problem as the user reads it, for controls that take their error on their own. */
    problemText,
    textProps: (field: FieldName<V>) => ({
      value: String(values[field]),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(field, event.currentTarget.value as V[typeof field]),
      onBlur: () => check(values, field),
      error: problemText(field),
    }),
    switchProps: (field: FieldName<V>) => ({
      checked: Boolean(values[field]),
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(field, event.currentTarget.checked as V[typeof field]),
    }),
    /** Validates everything; calls `onValid` with the schema's output only when all fields pass. */
    onSubmit: (onValid: (data: T) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = schema.safeParse(toInput(values));
      if (result.success) {
        setProblems({});
        onValid(result.data);
      } else {
        setProblems(problemsOf(result.error.issues, fieldsOf(values), aliases));
      }
    },
    /** Puts the details of a refusal ('body.phoneNumber') on their fields; false when none matched. */
    showServerProblems: (error: unknown): boolean => {
      const issues = refusalIssues(error);
      if (issues === undefined) return false;
      const found = problemsOf(issues, fieldsOf(values), aliases);
      setProblems(found);
      return Object.keys(found).length > 0;
    },
  };
}

export type SchemaForm<V extends FormValues, T> = ReturnType<typeof useSchemaForm<V, T>>;
