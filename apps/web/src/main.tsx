import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { ConfigFailure } from './app/ConfigFailure';
import { createAppRouter } from './app/router';
import { themeProps } from './components/theme/theme';
import { reloadAfterChunkError } from './lib/chunkReload';
import { loadRuntimeConfig } from './lib/config';
import { i18n, translationsLoaded } from './lib/i18n';

// Chunks that fail outside rendering never reach the router's error element; Vite reports them here.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError(event.payload)) {
    event.preventDefault();
  }
});

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}
const root = createRoot(container);
// Created before the configuration arrives so the first page's chunk loads in parallel with it and with
// the active language's texts.
const router = createAppRouter();

Promise.all([loadRuntimeConfig(), translationsLoaded]).then(
  ([config]) =>
    root.render(
      <StrictMode>
        <AppProviders config={config}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  async (error: unknown) => {
    console.error(error);
    await translationsLoaded;
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <MantineProvider {...themeProps}>
            <ConfigFailure />
          </MantineProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  },
);
