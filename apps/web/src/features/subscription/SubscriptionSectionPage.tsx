import { Alert } from '@mantine/core';
import type { RouteDescription } from '@praxis/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../components/form/FormFields';
import type { FormSchema, FormValues } from '../../components/form/useSchemaForm';
import { Loaded } from '../../components/Loaded';
import { SettingsForm } from '../../components/settings/SettingsForm';
import { SettingsPanel } from '../../components/settings/SettingsPanel';
import { useApi } from '../../lib/useApi';
import { useCan } from '../auth/useCan';
import {
  type SectionRead,
  type SubscriptionSection,
  subscriptionQueryKey,
  useSubscriptionSection,
} from './useSubscriptionSection';

type Section = Record<string, string | boolean | null>;
/** Inputs hold texts; a value the company has not given (null) is an empty input. */
export type SectionValues<S extends Section> = { [K in keyof S]: Exclude<S[K], null> } & FormValues;

function valuesOf<S extends Section>(section: S): SectionValues<S> {
  return Object.fromEntries(
    Object.entries(section).map(([key, value]) => [key, value ?? '']),
  ) as SectionValues<S>;
}

interface SubscriptionSectionPageProps<S extends Section, T> {
  section: Exclude<SubscriptionSection, 'environments'>;
  description: string;
  /** A word that matters more than the description, such as what is never stored. */
  notice?: ReactNode;
  /** The section's calls: GET answers it, PUT replaces it with what the form checks with PUT's body schema. */
  routes: { get: SectionRead<S>; put: RouteDescription & { body: FormSchema<T> } };
  /** Without it the inputs go to the server as they are. */
  toInput?: (values: SectionValues<S>) => unknown;
  fields: FieldSpec<SectionValues<S>>[];
  /** Other screens that show this data. */
  alsoInvalidates?: QueryKey[];
}

/**
 * A subscription settings page: one GET, one form, one PUT. Administrators change it; everyone else sees
 * the same values in disabled controls.
 */
export function SubscriptionSectionPage<S extends Section, T>({
  section,
  description,
  notice,
  routes,
  toInput = (values) => values,
  fields,
  alsoInvalidates = [],
}: SubscriptionSectionPageProps<S, T>) {
  const { t } = useTranslation();
  const api = useApi();
  const editable = useCan('company:admin');
  const query = useSubscriptionSection(section, routes.get);

  return (
    <SettingsPanel entry={section} description={description} readOnly={!editable}>
      {notice !== undefined && <Alert variant="light">{notice}</Alert>}
      <Loaded query={query}>
        {(data) => (
          <SettingsForm
            label={t(`settings.entries.${section}`)}
            schema={routes.put.body}
            initialValues={valuesOf(data)}
            toInput={toInput}
            fields={fields}
            save={(input) => api.send(routes.put, { body: input })}
            invalidates={[subscriptionQueryKey(section), ...alsoInvalidates]}
            readOnly={!editable}
          />
        )}
      </Loaded>
    </SettingsPanel>
  );
}
