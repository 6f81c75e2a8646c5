import type { FormValues } from '../../components/form/useSchemaForm';

/** Identifiers left empty are "not given": the schemas take null for them, and '' would fail their format. */
export function emptyToNull(values: FormValues): Record<string, string | boolean | null> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
}
