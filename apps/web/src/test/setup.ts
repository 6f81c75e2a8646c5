import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CONDITION_LIMIT_MS } from '../../../../test-limits';
import { i18n, translationsLoaded } from '../lib/i18n';

// findBy* and waitFor wait for what they look for; their default of one second is a budget that a page's
// first lazy chunk alone exceeds on a busy machine.
configure({ asyncUtilTimeout: CONDITION_LIMIT_MS });

// The app renders once the active language's texts have loaded; so do the tests.
await translationsLoaded;

// Tests switch the language, sign in and stub fetch; none of it may leak into the next test.
afterEach(async () => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to delete it with.
  document.cookie = 'praxis_locale=; Max-Age=0; Path=/';
  await i18n.changeLanguage('en');
});

// Mantine reads media queries and observes element sizes; jsdom implements neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Mantine's combobox scrolls the highlighted option into view on a timer; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => {};
