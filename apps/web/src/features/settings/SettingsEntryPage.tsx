import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useOutletContext } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import type { SettingsEntry } from '../../components/settings/settingsMenus';

// One chunk per page: opening the settings loads only the entry shown, never all eight forms.
const pages: Record<SettingsEntry, LazyExoticComponent<ComponentType>> = {
  account: lazy(async () => ({ default: (await import('./AccountPage')).AccountPage })),
  language: lazy(async () => ({ default: (await import('../language/LanguagePage')).LanguagePage })),
  'roles-and-responsibilities': lazy(async () => ({
    default: (await import('../system-configuration/RolesPage')).RolesPage,
  })),
  log: lazy(async () => ({ default: (await import('../audit/AuditLogPage')).AuditLogPage })),
  'api-configuration': lazy(async () => ({
    default: (await import('../system-configuration/ApiConfigurationPage')).ApiConfigurationPage,
  })),
  login: lazy(async () => ({ default: (await import('./SignInSettingsPage')).SignInSettingsPage })),
  persons: lazy(async () => ({
    default: (await import('../system-configuration/persons/PersonsPage')).PersonsPage,
  })),
  'access-tokens': lazy(async () => ({
    default: (await import('../access-tokens/AccessTokensPage')).AccessTokensPage,
  })),
  accesses: lazy(async () => ({
    default: (await import('../system-configuration/accesses/AccessesPage')).AccessesPage,
  })),
  'risk-matrix': lazy(async () => ({
    default: (await import('../system-configuration/RiskMatrixPage')).RiskMatrixPage,
  })),
  'time-zone': lazy(async () => ({
    default: (await import('../system-configuration/TimeZonePage')).TimeZonePage,
  })),
  labels: lazy(async () => ({ default: (await import('../labels/LabelsPage')).LabelsPage })),
  services: lazy(async () => ({ default: (await import('../subscription/ServicesPage')).ServicesPage })),
  'contact-info': lazy(async () => ({
    default: (await import('../subscription/ContactInfoPage')).ContactInfoPage,
  })),
  environments: lazy(async () => ({
    default: (await import('../subscription/EnvironmentsPage')).EnvironmentsPage,
  })),
  'google-cloud': lazy(async () => ({
    default: (await import('../subscription/GoogleCloudPage')).GoogleCloudPage,
  })),
  azure: lazy(async () => ({ default: (await import('../subscription/AzurePage')).AzurePage })),
  administrators: lazy(async () => ({
    default: (await import('../subscription/AdministratorsPage')).AdministratorsPage,
  })),
};

/** One entry of a settings sub-menu; the settings layout has already checked the id against the menu. */
export function SettingsEntryPage() {
  const entry = useOutletContext<SettingsEntry>();
  const Page = pages[entry];
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
