import { errorMessages } from '@rental/shared/error-messages';
import type { EtimsSettings, EtimsTransmission } from '@rental/shared/schemas/etims';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { todayInNairobi } from '@rental/shared/dates';
import { chosenMonth } from '../../../lib/report-months';
import i18n from '../../../app/i18n';
import { apiError, json, mockApi, signedIn, testUser, userWithRole } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const saved: EtimsSettings = {
  pin: 'P051234567X',
  branchid: '00',
  deviceserial: 'KRA-OSCU-1',
  environment: 'sandbox',
  vatregistered: false,
  scope: 'all',
  initialised: false,
  initialisedat: null,
  codelistsat: null,
};

const emptyReport = {
  month: '2026-11',
  rows: [],
  totals: {
    sent: { count: 0, taxable: 0, vat: 0, total: 0, bytaxtype: [] },
    waiting: { count: 0, taxable: 0, vat: 0, total: 0 },
  },
};

const sent: EtimsTransmission = {
  id: 'tx-1',
  kind: 'sale',
  invoiceid: 'inv-1',
  invoicenumber: 'INV-0001',
  creditnoteid: null,
  status: 'sent',
  controlnumber: '1042',
  signature: 'SIGN',
  qrurl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=X',
  error: null,
  attempts: 1,
  documentnumber: 7,
  createdat: '2026-11-03T08:00:00.000Z',
};
const failed: EtimsTransmission = {
  ...sent,
  id: 'tx-2',
  invoiceid: 'inv-2',
  invoicenumber: 'INV-0002',
  status: 'failed',
  controlnumber: null,
  signature: null,
  qrurl: null,
  error: '910: KRA eTIMS refused the request: 910 Request parameter error',
  attempts: 1,
  documentnumber: 8,
};

const month = '2026-11';
const listPath = `/api/etims/transmissions?month=${month}&limit=50`;
const failedPath = `/api/etims/transmissions?month=${month}&status=failed&limit=50`;
/** The report opens on the last month that has ended. */
const reportPath = `/api/etims/report?month=${chosenMonth(null, todayInNairobi())}`;

function open(
  extra: Parameters<typeof mockApi>[0] = {},
  path = `/settings?tab=etims&month=${month}`,
) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    'GET /api/etims/settings': () => json({ etimssettings: null }),
    'PUT /api/etims/settings': (request) =>
      json({ etimssettings: { ...saved, ...(request.body as object) } }),
    [`GET ${listPath}`]: () => json({ transmissions: [], nextcursor: null }),
    [`GET ${reportPath}`]: () => json({ etimsreport: emptyReport }),
    ...extra,
  });
  return { ...renderApp(path), ...api };
}

describe('Settings → KRA eTIMS', () => {
  it('saves the device and the choices, the PIN as KRA writes it', async () => {
    const { user, requests } = open();
    const pin = await screen.findByLabelText('KRA PIN');
    expect(screen.getByLabelText('Branch')).toHaveValue('00');
    expect(
      screen.getByText(
        'Save the settings, then test the connection: nothing is sent to KRA until then.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText('Please enter the KRA PIN eTIMS invoices are issued under'),
    ).toBeVisible();
    await user.type(pin, 'p05 1234567x');
    await user.type(screen.getByLabelText('Device serial number'), 'KRA-OSCU-1');
    await user.click(screen.getByRole('combobox', { name: 'Who gets eTIMS invoices' }));
    await user.click(screen.getByRole('option', { name: 'Business tenants with a KRA PIN only' }));
    await user.click(screen.getByRole('checkbox', { name: 'I am registered for VAT' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('KRA eTIMS settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      pin: 'P051234567X',
      branchid: '00',
      deviceserial: 'KRA-OSCU-1',
      environment: 'sandbox',
      vatregistered: true,
      scope: 'business',
    });
    // Saved: the test call is offered now.
    expect(await screen.findByRole('button', { name: 'TEST CONNECTION' })).toBeEnabled();
  });

  it('tests the connection and says what KRA answered, or why not', async () => {
    let calls = 0;
    const { user } = open({
      'GET /api/etims/settings': () => json({ etimssettings: saved }),
      'POST /api/etims/test': () => {
        calls += 1;
        return calls === 1
          ? apiError(
              422,
              'unprocessable',
              errorMessages.etimsDeviceUnknown.replace('{{kracode}}', '901'),
            )
          : json({
              ok: true,
              taxtypes: [
                { code: 'A', name: 'Exempt', rate: 0 },
                { code: 'B', name: 'VAT', rate: 16 },
              ],
              etimssettings: {
                ...saved,
                initialised: true,
                initialisedat: '2026-11-03T08:00:00.000Z',
              },
            });
      },
    });
    expect(
      await screen.findByText(
        'The device is not initialised with KRA yet: test the connection to initialise it.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'TEST CONNECTION' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The test did not go through: KRA does not know this device: check the KRA PIN, branch and device serial (901)',
    );
    await user.click(screen.getByRole('button', { name: 'TEST CONNECTION' }));
    const result = await screen.findByText(/KRA eTIMS answered: the device is initialised/);
    expect(result.closest('[role="status"]')).toHaveTextContent(
      'Tax types KRA knows: A Exempt (0%), B VAT (16%)',
    );
    expect(screen.getByText(/Device initialised with KRA on/)).toBeVisible();
    // The device key is never part of what the screen has.
    expect(document.body.textContent).not.toMatch(/cmc/i);
  });

  it('lists what went to KRA and sends a failed one again', async () => {
    let retried = false;
    const { user, requests } = open({
      'GET /api/etims/settings': () => json({ etimssettings: { ...saved, initialised: true } }),
      [`GET ${listPath}`]: () =>
        json({
          transmissions: retried ? [sent, { ...failed, status: 'queued' }] : [sent, failed],
          nextcursor: null,
        }),
      [`GET ${failedPath}`]: () => json({ transmissions: [failed], nextcursor: null }),
      'POST /api/etims/transmissions/tx-2/retry': () => {
        retried = true;
        return json({ transmission: { ...failed, status: 'queued', error: null, attempts: 0 } });
      },
    });
    const list = await screen.findByRole('list', { name: 'Documents sent to KRA eTIMS' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Invoice INV-0001');
    expect(items[0]).toHaveTextContent('Sent');
    expect(items[0]).toHaveTextContent('Control number1042');
    expect(within(items[0]!).queryByRole('button', { name: /RETRY/ })).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: "KRA's receipt" })).toHaveAttribute(
      'href',
      sent.qrurl,
    );
    expect(items[1]).toHaveTextContent('Failed');
    expect(items[1]).toHaveTextContent(
      'Why it failed: KRA refused it: 910 Request parameter error',
    );

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'RETRY Invoice INV-0002' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Queued to be sent to KRA again');
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/tx-2/retry'))).toBe(true);
  });

  it('is the owner’s only: a manager has no eTIMS tab, and is not sent to it', async () => {
    const { requests } = open(signedIn(userWithRole('manager')), '/settings?tab=etims');
    expect(await screen.findByRole('tab', { name: 'Invoice Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'KRA eTIMS' })).toBeNull();
    expect(requests.some((r) => r.path.startsWith('/api/etims'))).toBe(false);
  });

  describe('for a landlord who reads Kiswahili', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('words the settings and a failure in Kiswahili', async () => {
      open({
        ...signedIn({ ...testUser, language: 'sw' }),
        [`GET ${listPath}`]: () =>
          json({
            transmissions: [{ ...failed, error: 'timeout: No answer from KRA eTIMS (timeout)' }],
            nextcursor: null,
          }),
      });
      expect(await screen.findByLabelText('Nambari ya kifaa (serial)')).toBeVisible();
      expect(await screen.findByText(/KRA haikujibu kwa wakati/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'TUMA TENA Ankara INV-0002' })).toBeVisible();
    });
  });
});
