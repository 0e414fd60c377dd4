import { screen, waitFor } from '@testing-library/react';
import type { MpesaSettings } from '@rental/shared/schemas/mpesa-settings';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { mpesaSettings } from '../testing/fixtures';

const saved = mpesaSettings({ organizationname: 'Jua Court Homes' });

/** The server of a landlord at this step, with the paybill saved so far (`null`: none). */
function atThisStep(current: MpesaSettings | null, save?: (request: MockRequest) => Response) {
  return mockApi({
    ...signedIn(),
    'GET /api/onboarding/progress': () => json({ step: 'collect_rent' }),
    'PUT /api/onboarding/progress': () => json({ step: 'invoices' }),
    'GET /api/mpesasettings/mpesa-settings': () => json({ mpesasettings: current }),
    ...(save && { 'PUT /api/mpesasettings/mpesa-settings': save }),
    // The invoices step, where the landlord arrives.
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    'GET /api/rental/all-rentals': () => json({ rentals: [] }),
  });
}

function open(current: MpesaSettings | null, save?: (request: MockRequest) => Response) {
  const api = atThisStep(current, save);
  return { ...renderApp('/register-collect-rent'), ...api };
}

const mpesaSaves = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/mpesasettings/mpesa-settings');
const progressSaves = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/onboarding/progress');

describe('/register-collect-rent (onboarding)', () => {
  it('NEXT saves a bank paybill with its account number, then goes to invoices', async () => {
    const { user, router, requests } = open(null, (request) =>
      json({ mpesasettings: { ...saved, ...(request.body as object) } }),
    );
    expect(await screen.findByRole('heading', { name: 'Collect rent by M-PESA' })).toBeVisible();
    expect(screen.getByText(/Until it is set, invoice SMS are kept and not sent/)).toBeVisible();
    expect(screen.getByText('Step 4 of 6: Collect rent')).toBeInTheDocument();

    await user.click(await screen.findByLabelText(/A bank's paybill/));
    await user.type(screen.getByLabelText('Organization Name'), 'Jua Court Homes');
    await user.type(screen.getByLabelText('Paybill Number'), '222111');
    await user.type(screen.getByLabelText('Account Number'), 'JUA01');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('heading', { name: 'Schedule your invoices' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-invoices');
    expect(mpesaSaves(requests).map((r) => r.body)).toEqual([
      expect.objectContaining({
        collectionmode: 'bank_paybill',
        organizationname: 'Jua Court Homes',
        paybillnumber: '222111',
        accountnumber: 'JUA01',
      }),
    ]);
    expect(progressSaves(requests).map((r) => r.body)).toEqual([{ step: 'invoices' }]);
    // Saved, the invoices step no longer warns that the paybill is missing.
    expect(screen.queryByText(/Your MPESA paybill number is not set/)).not.toBeInTheDocument();
  });

  it('shows the saved paybill; SKIP FOR NOW goes to invoices without saving', async () => {
    const { user, router, requests } = open(saved, () => json({ mpesasettings: saved }));
    const paybill = await screen.findByLabelText('Paybill Number');
    // The saved values fill the fields the render after they appear (react-hook-form `values`).
    await waitFor(() => expect(paybill).toHaveValue('600984'));
    expect(screen.getByLabelText('Organization Name')).toHaveValue('Jua Court Homes');
    expect(screen.getByLabelText(/My own paybill/)).toBeChecked();

    await user.clear(paybill);
    await user.type(paybill, '600985');
    await user.click(screen.getByRole('button', { name: 'SKIP FOR NOW' }));

    expect(await screen.findByRole('heading', { name: 'Schedule your invoices' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-invoices');
    expect(mpesaSaves(requests)).toEqual([]);
    expect(progressSaves(requests).map((r) => r.body)).toEqual([{ step: 'invoices' }]);
  });

  it("shows the server's refusal under the field and stays on the step", async () => {
    const refusal = 'A paybill number is 5 to 7 digits';
    const { user, router, requests } = open(null, () =>
      apiError(400, 'validation', refusal, { paybillnumber: refusal }),
    );
    await user.type(await screen.findByLabelText('Organization Name'), 'Jua Court Homes');
    await user.type(screen.getByLabelText('Paybill Number'), '600984');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    const paybill = screen.getByLabelText('Paybill Number');
    await expect.poll(() => paybill.getAttribute('aria-invalid')).toBe('true');
    expect(paybill).toHaveAccessibleDescription(refusal);
    expect(paybill).toHaveFocus();
    expect(mpesaSaves(requests)).toHaveLength(1);
    expect(progressSaves(requests)).toEqual([]);
    expect(router.location.pathname).toBe('/register-collect-rent');
    // NEXT can be pressed again once the landlord has corrected it.
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeEnabled();
  });

  it('NEXT with nothing typed says what is missing and sends nothing', async () => {
    const { user, router, requests } = open(null, () => json({ mpesasettings: saved }));
    await screen.findByLabelText('Paybill Number');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByText('Please enter paybill number')).toBeVisible();
    expect(screen.getByText('Please enter organization name')).toBeVisible();
    expect(mpesaSaves(requests)).toEqual([]);
    expect(progressSaves(requests)).toEqual([]);
    expect(router.location.pathname).toBe('/register-collect-rent');
  });

  it('a landlord who left at this step resumes here', async () => {
    atThisStep(null);
    // Sign-in lands on the dashboard, which resumes onboarding at the stored step.
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Collect rent by M-PESA' })).toBeVisible();
    expect(router.location.pathname).toBe('/register-collect-rent');
  });
});
