import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

describe('/unauthorized', () => {
  it('explains the missing authorisation without any app chrome', async () => {
    renderRoute('/unauthorized');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account is not authorized to access this app. Please contact the administrator for assistance.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
