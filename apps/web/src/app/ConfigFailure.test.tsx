import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { themeProps } from '../components/theme/theme';
import { i18n } from '../lib/i18n';
import { ConfigFailure } from './ConfigFailure';

describe('ConfigFailure', () => {
  it('explains in the interface language that the app could not start', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider {...themeProps} env="test">
          <ConfigFailure />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Praxis could not start' })).toBeInTheDocument();
    expect(screen.getByText(/configuration of this installation could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
