import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('/register-subscription', () => {
  it('selects a plan with the free month kept, then NEXT opens the dashboard', async () => {
    let settings: unknown[] = [];
    const { requests } = mockApi({
      ...signedIn(),
      'GET /api/onboarding/progress': () => json({ step: 'subscription' }),
      'PUT /api/onboarding/progress': () => json({ step: 'done' }),
      'GET /api/subscriptionsettings/subscriptionsetting': () => json({ settings }),
      'POST /api/subscriptionsettings/new-subscriptionsettings': () => {
        settings = [
          {
            settingid: 'o-1',
            settingdata: {
              subscriptionplanid: 'individual',
              subscriptionplanname: 'Individual',
              subscriptionprice: 1000,
              subscriptionaccounts: 1,
              subscriptionrentals: 2,
              subscriptiontenants: 20,
              subscriptioninvoices: 40,
            },
          },
        ];
        return json({ message: 'Subscription plan selected', setting: settings[0] }, 201);
      },
    });
    const { user, router } = renderApp('/register-subscription');
    const card = await screen.findByRole('listitem', { name: /^Individual/ });
    await user.click(within(card).getByRole('button', { name: 'Select Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription plan selected');
    expect(await within(card).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: /^Standard/ })).getByRole('button'),
    ).toHaveTextContent('Upgrade Plan');

    // One way on: no "Finish later" beside GO TO DASHBOARD on the last step.
    expect(screen.queryByRole('link', { name: 'Finish later' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'GO TO DASHBOARD' }));
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.location.pathname).toBe('/dashboard');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ step: 'done' });
  });
});
