import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { testConfig } from '../test/testConfig';
import { useRuntimeConfig } from './useRuntimeConfig';

function ApiBaseUrl() {
  return <span>{useRuntimeConfig().apiBaseUrl}</span>;
}

describe('useRuntimeConfig', () => {
  it('gives the configuration AppProviders received', () => {
    render(
      <AppProviders config={testConfig}>
        <ApiBaseUrl />
      </AppProviders>,
    );
    expect(screen.getByText(testConfig.apiBaseUrl)).toBeInTheDocument();
  });

  it('refuses to run without a configuration', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ApiBaseUrl />)).toThrow('useRuntimeConfig must be used inside AppProviders');
    vi.restoreAllMocks();
  });
});
