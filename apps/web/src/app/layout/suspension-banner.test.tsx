import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, testUser } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { setToken } from '../../lib/auth-token';

const suspension = { reason: 'Cheque bounced', since: '2026-03-05T08:00:00.000Z' };
const refusal =
  'This account is suspended, so nothing can be changed: Cheque bounced. You can still read your data; contact us to reactivate it.';

/** Signed in; GET /api/auth/user answers with each of `users` in turn (the last one after). */
function signedInAs(...users: (typeof testUser)[]) {
  setToken('test-token');
  let call = 0;
  return {
    'GET /api/auth/user': () => json({ user: users[Math.min(call++, users.length - 1)] }),
  };
}

describe('the suspension banner', () => {
  it('says on every screen that the account is suspended, why, and whom to contact', async () => {
    mockApi(signedInAs({ ...testUser, suspension }));
    renderApp('/dashboard');
    // The file's first screen compiles MUI: on a busy machine, over 5 s.
    const banner = await screen.findByText('This account is suspended', {}, { timeout: 20_000 });
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Reason: Cheque bounced');
    expect(alert).toHaveTextContent('You can still read your data, but nothing can be changed');
    expect(
      within(alert).getByRole('link', { name: 'support@rentalmanager.co.ke' }),
    ).toHaveAttribute('href', 'mailto:support@rentalmanager.co.ke');
  });

  it('is not shown while the organization is not suspended', async () => {
    mockApi(signedInAs({ ...testUser, suspension: null }));
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('This account is suspended')).toBeNull();
  });

  it('appears as soon as a change is refused because the account was suspended meanwhile', async () => {
    mockApi({
      ...signedInAs({ ...testUser, suspension: null }, { ...testUser, suspension }),
      'POST /api/rental/new-rental': () => apiError(403, 'organization_suspended', refusal),
    });
    const { user } = renderApp('/newrental');
    await user.type(await screen.findByLabelText('Rental Name'), 'Jua Court');
    await user.type(screen.getByLabelText('Location'), 'Kasarani');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(await screen.findByText('This account is suspended')).toBeVisible();
  });
});
