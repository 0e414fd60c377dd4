import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const planUsage = {
  plan: {
    id: 'individual',
    name: 'Individual',
    limits: { users: 1, rentals: 2, tenants: 20, invoicesPerMonth: 40 },
  },
  onTrial: true,
  trialEndsAt: '2030-04-01T09:00:00.000Z',
  usage: { rentals: 2, tenants: 7, users: 1, invoicesPerMonth: 12 },
};

const status = {
  plan: 'individual',
  planname: 'Individual',
  ontrial: true,
  paid: false,
  paiduntil: '2030-04-01T09:00:00.000Z',
  graceuntil: '2030-04-08T09:00:00.000Z',
  ingrace: false,
  paused: false,
  daysleft: 20,
  monthlyprice: 1000,
};

function setting(id: 'individual' | 'standard') {
  const standard = id === 'standard';
  return {
    settingid: 'o-1',
    settingdata: {
      subscriptionplanid: id,
      subscriptionplanname: standard ? 'Standard' : 'Individual',
      subscriptionprice: standard ? 1850 : 1000,
      subscriptionaccounts: standard ? 2 : 1,
      subscriptionrentals: standard ? 5 : 2,
      subscriptiontenants: standard ? 50 : 20,
      subscriptioninvoices: standard ? 100 : 40,
    },
  };
}

function openTab(extra: Parameters<typeof mockApi>[0] = {}, user = testUser) {
  const api = mockApi({
    ...signedIn(user),
    'GET /api/plan/usage': () => json(planUsage),
    'GET /api/subscriptionsettings/status': () => json(status),
    'GET /api/subscriptionsettings/subscriptionsetting': () => json({ settings: [] }),
    ...extra,
  });
  return { ...renderApp('/settings?tab=subscription'), ...api };
}

async function planButton(plan: string) {
  const card = await screen.findByRole('listitem', { name: new RegExp(`^${plan}`) });
  return within(card).getByRole('button');
}

describe('subscription settings tab', () => {
  it("offers 'Select Plan' while no plan is chosen, and selects with the spec's alert", async () => {
    const { user, requests } = openTab({
      'POST /api/subscriptionsettings/new-subscriptionsettings': () =>
        json({ message: 'Subscription plan selected', setting: setting('standard') }, 201),
    });
    expect(await planButton('Individual')).toHaveTextContent('Select Plan');
    expect(await planButton('Standard')).toHaveTextContent('Select Plan');
    expect(await planButton('Enterprise')).toHaveTextContent('Contact us');
    expect(await planButton('Standard')).toBeEnabled();
    expect(screen.getByText(/KES 1,850 per month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay subscription' })).toHaveAttribute(
      'href',
      '/newpayment',
    );

    await user.click(await planButton('Standard'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription plan selected');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      subscriptionplanid: 'standard',
    });
  });

  it("marks the current plan 'Current Plan' (disabled) and the others 'Upgrade Plan'", async () => {
    const { user, requests } = openTab({
      'GET /api/subscriptionsettings/subscriptionsetting': () =>
        json({ settings: [setting('individual')] }),
      'PUT /api/subscriptionsettings/subscriptionsetting/o-1': () =>
        json({ message: 'Subscription plan updated', setting: setting('standard') }),
    });
    await screen.findByText('Current Plan');
    expect(await planButton('Individual')).toBeDisabled();
    expect(await planButton('Individual')).toHaveTextContent('Current Plan');
    expect(await planButton('Standard')).toHaveTextContent('Upgrade Plan');
    expect(await planButton('Enterprise')).toHaveTextContent('Contact us');

    await user.click(await planButton('Standard'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription plan updated');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      subscriptionplanid: 'standard',
    });
  });

  it("shows the server's message when a downgrade is refused", async () => {
    const { user } = openTab({
      'GET /api/subscriptionsettings/subscriptionsetting': () =>
        json({ settings: [setting('standard')] }),
      'PUT /api/subscriptionsettings/subscriptionsetting/o-1': () =>
        apiError(
          403,
          'plan_limit',
          'Individual allows 2 rentals; you have 3. Remove 1 rental first.',
        ),
    });
    await screen.findByText('Current Plan');
    await user.click(await planButton('Individual'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Individual allows 2 rentals; you have 3. Remove 1 rental first.',
    );
  });

  it('opens the Enterprise contact form, validates it and stores the message', async () => {
    const { user, requests } = openTab({
      'POST /api/subscriptionsettings/contact': () =>
        json({ message: 'Thank you. We will contact you shortly' }, 201),
    });
    await user.click(await planButton('Enterprise'));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us about Enterprise' });
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Please enter phone number',
    );

    await user.type(within(dialog).getByLabelText('Your Name'), 'Amina Otieno');
    await user.type(within(dialog).getByLabelText('Phone Number'), '0712345678');
    await user.type(within(dialog).getByLabelText('Email'), 'amina@example.co.ke');
    await user.type(within(dialog).getByLabelText('Message'), 'We manage 40 rentals');
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you. We will contact you shortly',
    );
    expect(requests.find((r) => r.path.endsWith('/contact'))?.body).toEqual({
      name: 'Amina Otieno',
      phonenumber: '0712345678',
      email: 'amina@example.co.ke',
      message: 'We manage 40 rentals',
    });
  });

  it("is not offered to a manager: the plan is the owner's", async () => {
    openTab({}, userWithRole('manager'));
    expect(await screen.findByRole('tab', { name: 'Invoice Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^Standard/ })).not.toBeInTheDocument();
  });
});

describe('paid period and usage', () => {
  it('says "Free trial until" while nothing is paid, even with a plan chosen', async () => {
    openTab({
      'GET /api/subscriptionsettings/status': () =>
        json({ ...status, ontrial: false, plan: 'standard', planname: 'Standard' }),
    });
    expect(await screen.findByText('Free trial until 1 Apr 2030.')).toBeInTheDocument();
    expect(screen.queryByText(/Paid until/)).not.toBeInTheDocument();
  });

  it('says "Paid until" once a subscription payment is made', async () => {
    openTab({
      'GET /api/subscriptionsettings/status': () =>
        json({ ...status, ontrial: false, paid: true, paiduntil: '2030-05-01T09:00:00.000Z' }),
    });
    expect(await screen.findByText('Paid until 1 May 2030.')).toBeInTheDocument();
    expect(screen.queryByText(/Free trial until/)).not.toBeInTheDocument();
  });

  it('shows a bar for every limit of the plan, invoices this month too', async () => {
    openTab();
    const list = await screen.findByLabelText('Usage');
    expect(within(list).getByText('Invoices this month')).toBeInTheDocument();
    expect(within(list).getByText('12 of 40')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Invoices this month' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    for (const name of ['Rentals', 'Tenants', 'Users'])
      expect(screen.getByRole('progressbar', { name })).toBeInTheDocument();
  });
});

describe('pay subscription banner', () => {
  it('asks for payment during the grace days and says invoices pause after them', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/plan/usage': () => json(planUsage),
      'GET /api/subscriptionsettings/subscriptionsetting': () => json({ settings: [] }),
      'GET /api/subscriptionsettings/status': () =>
        json({
          ...status,
          paiduntil: '2030-04-01T09:00:00.000Z',
          graceuntil: '2030-04-08T09:00:00.000Z',
          ingrace: true,
        }),
    });
    renderApp('/settings?tab=subscription');
    expect(
      await screen.findByText(
        'Your subscription ended on 1 Apr 2030. Pay by 8 Apr 2030 to keep invoices going.',
      ),
    ).toBeInTheDocument();
  });

  it('says scheduled invoices are paused', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/plan/usage': () => json(planUsage),
      'GET /api/subscriptionsettings/subscriptionsetting': () => json({ settings: [] }),
      'GET /api/subscriptionsettings/status': () => json({ ...status, paused: true }),
    });
    renderApp('/settings?tab=subscription');
    expect(
      await screen.findAllByText('Scheduled invoices are paused until the subscription is paid.'),
    ).not.toHaveLength(0);
  });
});
