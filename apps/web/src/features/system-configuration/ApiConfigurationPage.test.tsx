import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

describe('/system-configuration/api-configuration', () => {
  it('shows the base address and version of /config.json, the docs and a call with a token', async () => {
    renderRoute('/system-configuration/api-configuration');
    expect(await screen.findByRole('heading', { level: 1, name: 'API configuration' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Base address/ })).toHaveTextContent('http://localhost:3000');
    expect(screen.getByRole('row', { name: /API version/ })).toHaveTextContent('v2');
    expect(screen.getByRole('link', { name: 'http://localhost:3000/api/docs' })).toHaveAttribute(
      'href',
      'http://localhost:3000/api/docs',
    );
    expect(
      screen.getByText('curl -H "Authorization: Bearer <your token>" http://localhost:3000/v1/Me'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make an access token' })).toHaveAttribute(
      'href',
      '/settings/access-tokens',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('speaks Norwegian to a Norwegian administrator', async () => {
    renderRoute('/system-configuration/api-configuration', { me: testMe('Administrator', 'nb-NO') });
    expect(await screen.findByRole('heading', { level: 1, name: 'API-konfigurasjon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lag en tilgangsnøkkel' })).toBeInTheDocument();
  });
});
