import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, signedIn } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const limitMessage =
  'Your Individual plan (free trial) allows 2 rentals. Upgrade your plan to add more.';

describe('plan limit alert', () => {
  it('offers the upgrade with the server message when a call hits the plan limit', async () => {
    mockApi({
      ...signedIn(),
      'POST /api/rental/new-rental': () => apiError(403, 'plan_limit', limitMessage),
    });
    const { user, router } = renderApp('/newrental');
    await user.type(await screen.findByLabelText('Rental Name'), 'Third Court');
    await user.type(screen.getByLabelText('Location'), 'Ruaka');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limitMessage);
    const upgrade = within(alert).getByRole('link', { name: 'Upgrade plan' });
    expect(upgrade).toHaveAttribute('href', '/settings?tab=subscription');

    await user.click(upgrade);
    await screen.findByRole('tab', { name: 'Subscription Settings', selected: true });
    expect(router.location.pathname).toBe('/settings');
    expect(router.location.search).toBe('?tab=subscription');
  });

  it('offers no upgrade for other failures, and can be dismissed', async () => {
    mockApi({
      ...signedIn(),
      'POST /api/rental/new-rental': () => apiError(403, 'forbidden', 'Not allowed'),
    });
    const { user } = renderApp('/newrental');
    await user.type(await screen.findByLabelText('Rental Name'), 'Third Court');
    await user.type(screen.getByLabelText('Location'), 'Ruaka');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not allowed');
    expect(within(alert).queryByRole('link')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
