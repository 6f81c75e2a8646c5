import type { Evidence } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../components/form/FormFields';

/** The form of an evidence's own fields, as its inputs hold them: dates as YYYY-MM-DD or ''. */
export type EvidenceValues = Record<'title' | 'description' | 'effectiveDate' | 'expiresDate', string>;

export const evidenceValuesOf = (evidence?: Evidence): EvidenceValues => ({
  title: evidence?.title ?? '',
  description: evidence?.description ?? '',
  effectiveDate: evidence?.effectiveDate ?? '',
  expiresDate: evidence?.expiresDate ?? '',
});

/** What the contract's schemas take: an empty description or date is none at all. */
export const evidenceInputOf = ({ title, description, effectiveDate, expiresDate }: EvidenceValues) => ({
  title,
  description: description === '' ? null : description,
  effectiveDate: effectiveDate === '' ? null : effectiveDate,
  expiresDate: expiresDate === '' ? null : expiresDate,
});

/** A multipart body carries only texts: the fields left empty are left out. */
export const multipartFieldsOf = (input: Record<string, string | null | undefined>) =>
  Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** The controls of an evidence's title, description and dates; `withUrl` adds a link's address. */
export function useEvidenceFields<V extends EvidenceValues>(withUrl = false): FieldSpec<V>[] {
  const { t } = useTranslation();
  return [
    { name: 'title', label: t('evidence.fields.title'), required: true },
    ...(withUrl
      ? [{ name: 'url', label: t('evidence.fields.url'), kind: 'url', required: true } as FieldSpec<V>]
      : []),
    { name: 'description', label: t('evidence.fields.description'), kind: 'textarea' },
    {
      name: 'effectiveDate',
      label: t('evidence.fields.effectiveDate'),
      kind: 'date',
      description: t('evidence.fields.effectiveDateHelp'),
    },
    {
      name: 'expiresDate',
      label: t('evidence.fields.expiresDate'),
      kind: 'date',
      description: t('evidence.fields.expiresDateHelp'),
    },
  ];
}
