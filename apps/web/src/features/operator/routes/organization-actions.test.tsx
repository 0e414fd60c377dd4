import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn } from '../../../test/mock-api';
import { shownDay } from '../../../test/dates';
import { renderApp } from '../../../test/render';
import {
  makeOrganization,
  operatorUser,
  suspendedEnterprise,
  trialOrganization,
} from '../testing/fixtures';

const base = '/api/operator/organizations';

/** The console with three organizations and `more` handlers for the actions. */
function openConsole(more: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    ...signedIn(operatorUser),
    [`GET ${base}`]: () =>
      json({ organizations: [makeOrganization(), trialOrganization, suspendedEnterprise] }),
    ...more,
  });
  return { ...api, ...renderApp('/operator/organizations') };
}

const bodyOf = (requests: { method: string; path: string; body: unknown }[], path: string) =>
  requests.find((request) => request.method !== 'GET' && request.path === path)?.body;

/** Every change asks the operator's PIN again. */
const operatorPin = '4321';
const typePin = (
  user: { type: (e: HTMLElement, text: string) => Promise<void> },
  dialog: HTMLElement,
) => user.type(within(dialog).getByLabelText('Your PIN', { selector: 'input' }), operatorPin);

const answer =
  (organization = makeOrganization()) =>
  () =>
    json({ message: 'Done', organization });

describe('what an operator does to an organization', { timeout: 60_000 }, () => {
  it('sets Enterprise with a price, custom limits and a contract end', async () => {
    const { user, requests } = openConsole({ [`PUT ${base}/o-2/plan`]: answer() });
    // The file's first screen compiles MUI and the grid: on a busy machine, over 5 s.
    await user.click(
      await screen.findByRole('button', { name: 'Set plan for Baraka Homes' }, { timeout: 20_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Set the plan of Baraka Homes' });
    expect(dialog).toHaveTextContent('Now: Standard.');
    expect(within(dialog).queryByLabelText('Price (KES a month)')).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Enterprise: agreed terms' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByLabelText('Price (KES a month)')).toHaveAccessibleDescription(
      'Enter the price agreed, in KES a month',
    );
    expect(bodyOf(requests, `${base}/o-2/plan`)).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Price (KES a month)'), '12000');
    const users = within(dialog).getByLabelText('Users');
    await user.clear(users);
    await user.type(users, '10');
    await user.click(within(dialog).getByRole('checkbox', { name: 'No limit on Rentals' }));
    expect(within(dialog).getByLabelText('Rentals')).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'No limit on Invoices a month' }),
    );
    await user.type(
      within(dialog).getByLabelText('Contract end (optional)'),
      shownDay('2026-12-31'),
    );
    await typePin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Baraka Homes is now on Enterprise')).toBeVisible();
    expect(bodyOf(requests, `${base}/o-2/plan`)).toEqual({
      planid: 'enterprise',
      price: 12000,
      limits: { users: 10, rentals: null, tenants: 50, invoices: null },
      contractend: '2026-12-31',
      pin: operatorPin,
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it("sends only the plan for Standard, and shows the server's refusal in the dialog", async () => {
    const { user, requests } = openConsole({
      [`PUT ${base}/o-3/plan`]: () =>
        apiError(409, 'conflict', 'Kilimani Agencies has more rentals than Standard allows'),
    });
    await user.click(await screen.findByRole('button', { name: 'Set plan for Kilimani Agencies' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the plan of Kilimani Agencies' });
    expect(dialog).toHaveTextContent('Now: Trial.');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveAccessibleDescription(
      'Please select a plan',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Standard: KES 1,850 a month' }));
    await typePin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Kilimani Agencies has more rentals than Standard allows',
    );
    expect(bodyOf(requests, `${base}/o-3/plan`)).toEqual({ planid: 'standard', pin: operatorPin });
  });

  it('extends a trial by the days given, and says why when refused', async () => {
    let refuse = true;
    const { user, requests } = openConsole({
      [`POST ${base}/o-3/trial`]: () =>
        refuse
          ? apiError(404, 'not_found', 'Organization not found')
          : answer({ ...trialOrganization, trialendsat: '2026-04-03T09:00:00.000Z' })(),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Extend trial of Kilimani Agencies' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Extend the trial of Kilimani Agencies' });
    expect(dialog).toHaveTextContent('The free trial ends 20 Mar 2026.');
    const days = within(dialog).getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(dialog).getByRole('button', { name: 'EXTEND' }));
    expect(days).toHaveAccessibleDescription('Enter a whole number of days from 1 to 365');

    await user.clear(days);
    await user.type(days, '14');
    await typePin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'EXTEND' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Organization not found');
    expect(bodyOf(requests, `${base}/o-3/trial`)).toEqual({ days: 14, pin: operatorPin });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'EXTEND' }));
    expect(
      await screen.findByText('The trial of Kilimani Agencies now ends 3 Apr 2026'),
    ).toBeVisible();
  });

  it('suspends only with a reason, and shows a refusal', async () => {
    const { user, requests } = openConsole({
      [`POST ${base}/o-2/suspend`]: () =>
        apiError(400, 'validation', 'Too small', { reason: 'The reason is too short' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend Baraka Homes' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Baraka Homes?' });
    await user.click(within(dialog).getByRole('button', { name: 'SUSPEND' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('Give a reason of 3 to 500 characters');
    expect(bodyOf(requests, `${base}/o-2/suspend`)).toBeUndefined();

    await user.type(reason, 'Unpaid since January');
    await typePin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'SUSPEND' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('The reason is too short'));
    expect(bodyOf(requests, `${base}/o-2/suspend`)).toEqual({
      reason: 'Unpaid since January',
      pin: operatorPin,
    });
  });

  it('suspends, then reactivates after a refusal', async () => {
    let refuse = true;
    const { user, requests } = openConsole({
      [`POST ${base}/o-2/suspend`]: answer(),
      [`POST ${base}/o-4/reactivate`]: () =>
        refuse ? apiError(503, 'unavailable', 'Try again in a minute') : answer()(),
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend Baraka Homes' }));
    let dialog = screen.getByRole('dialog', { name: 'Suspend Baraka Homes?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fraud reported');
    await typePin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'SUSPEND' }));
    expect(await screen.findByText('Baraka Homes is suspended')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reactivate Pwani Estates' }));
    dialog = screen.getByRole('dialog', { name: 'Reactivate Pwani Estates?' });
    expect(dialog).toHaveTextContent('Suspended since 5 Mar 2026: Cheque bounced.');
    await typePin(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'REACTIVATE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again in a minute');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'REACTIVATE' }));
    expect(await screen.findByText('Pwani Estates is active again')).toBeVisible();
    expect(requests.filter((r) => r.path === `${base}/o-4/reactivate`).map((r) => r.body)).toEqual([
      { pin: operatorPin },
      { pin: operatorPin },
    ]);
  });
});
