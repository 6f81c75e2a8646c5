import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import type { RuntimeConfig } from '@praxis/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { themeProps } from '../components/theme/theme';
import { isApiError } from '../lib/api';
import { createUserManager, UserManagerContext } from '../lib/auth';
import { RuntimeConfigContext } from '../lib/config';
import { i18n } from '../lib/i18n';

// Toasts wait in the notifications store until this mounts, so it loads after the first paint, outside
// the entry chunk.
const Toasts = lazy(async () => ({ default: (await import('./Toasts')).Toasts }));

interface AppProvidersProps {
  config: RuntimeConfig;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, which jsdom cannot time or measure. */
  mantineEnv?: MantineProviderProps['env'];
  /** Tests hand in one whose redirects they can watch; the app makes its own from `config`. */
  userManager?: UserManager;
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Toolbox lists, details dialogs and panels read the same data; a short freshness window keeps
        // them from refetching it every time one of them mounts.
        staleTime: 30_000,
        // Asking again cannot change a refusal or a bad request; it only delays the answer.
        retry: (failureCount, error) => failureCount < 3 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}

export function AppProviders({
  config,
  children,
  mantineEnv,
  userManager: givenUserManager,
}: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const [userManager] = useState(() => givenUserManager ?? createUserManager(config));
  return (
    <RuntimeConfigContext value={config}>
      {/* The /callback route completes sign-ins itself; without skipSigninCallback the provider would
          also try, and in the silent-renew frame it would process the answer meant for the parent. */}
      <AuthProvider userManager={userManager} skipSigninCallback>
        <UserManagerContext value={userManager}>
          <I18nextProvider i18n={i18n}>
            <MantineProvider {...themeProps} env={mantineEnv}>
              <QueryClientProvider client={queryClient}>
                <Suspense>
                  <Toasts />
                </Suspense>
                {children}
              </QueryClientProvider>
            </MantineProvider>
          </I18nextProvider>
        </UserManagerContext>
      </AuthProvider>
    </RuntimeConfigContext>
  );
}
