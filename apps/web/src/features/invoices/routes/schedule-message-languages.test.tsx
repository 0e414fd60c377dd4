import type { InvoiceSetting } from '@rental/shared/schemas/invoice-settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, signedIn, type MockRequest } from '../../../test/mock-api';
import { renderApp, waitForMove } from '../../../test/render';
import { invoiceFormHandlers, setting } from '../testing/fixtures';

// A schedule's message in English and, optionally, in Kiswahili: both previewed for Amina
// (house A1, KES 15,000 a month) with their own SMS part counts, and saved as `messagesw`.

const rent = setting('s-1');

/** The schedule's edit dialog, once its preview is Amina's (the rental's tenants loaded). */
async function editSchedule(saved: InvoiceSetting = rent) {
  const api = mockApi({
    ...signedIn(),
    ...invoiceFormHandlers,
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [saved] }),
    'GET /api/invoicesettings/all-invoices/s-1': () => json({ invoice: saved }),
    'PUT /api/invoicesettings/all-invoices/s-1': () => json({ invoice: saved }),
  });
  const app = renderApp('/invoice-details/s-1');
  // The first lazy screen of a file compiles MUI: it may take a while to open.
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Edit scheduled invoice' },
    { timeout: 15_000 },
  );
  await within(dialog).findByText(/^Dear Amina Otieno/, undefined, { timeout: 15_000 });
  return { ...app, ...api, dialog };
}

/** One language's preview: its heading, what it falls back to, the text and its parts. */
const languagePreview = (name: 'English' | 'Kiswahili') => screen.getByRole('region', { name });
const englishText = () => screen.getByTestId('message-preview');
const kiswahiliText = () => screen.getByTestId('message-preview-sw');
const puts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('schedule messages in English and Kiswahili', { timeout: 60_000 }, () => {
  it('without a Kiswahili message, says what Kiswahili tenants get instead', async () => {
    const { user } = await editSchedule();
    const kiswahiliField = screen.getByLabelText('Message in Kiswahili');
    expect(kiswahiliField).toHaveValue('');
    expect(kiswahiliField).toHaveAccessibleDescription(/Left empty, they get the English message/);

    // The English message is the default: they get its built-in Kiswahili version.
    expect(
      await within(languagePreview('Kiswahili')).findByText(/built-in Kiswahili/),
    ).toBeVisible();
    expect(kiswahiliText()).toHaveTextContent(
      /^Mpendwa Amina Otieno, INV-\d{6}: Kodi ya Januari 2030 ni KES 15,000, lipa ifikapo/,
    );

    // A message of their own: Kiswahili tenants get it in English, word for word.
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    await user.paste('Dear {customername}, pay KES {amount} for {month}.');
    const sent = 'Dear Amina Otieno, pay KES 15,000 for January 2030.';
    expect(englishText()).toHaveTextContent(sent);
    expect(kiswahiliText()).toHaveTextContent(sent);
    expect(
      within(languagePreview('Kiswahili')).getByText(
        'No Kiswahili message: tenants who read Kiswahili get the English text.',
      ),
    ).toBeVisible();
    expect(within(languagePreview('English')).queryByText(/No Kiswahili/)).not.toBeInTheDocument();
  });

  it('previews each language with its own part count as it is typed', async () => {
    const { user } = await editSchedule();
    const kiswahiliField = screen.getByLabelText('Message in Kiswahili');
    const english = within(languagePreview('English'));
    const kiswahili = within(languagePreview('Kiswahili'));
    expect(english.getByText(/^1 SMS part \(GSM-7, \d+ characters\)$/)).toBeVisible();

    await user.click(kiswahiliField);
    await user.paste('Habari {customername}, lipa KES {amount}');
    // The preview follows each key.
    await user.type(kiswahiliField, '.');
    expect(kiswahiliText()).toHaveTextContent('Habari Amina Otieno, lipa KES 15,000.');
    expect(kiswahili.getByText('1 SMS part (GSM-7, 37 characters)')).toBeVisible();
    expect(kiswahili.queryByText(/No Kiswahili message/)).not.toBeInTheDocument();
    // The English preview and its count stay as they were.
    expect(englishText()).toHaveTextContent(/^Dear Amina Otieno, INV-000123: Rental Invoice Bill/);
    expect(english.getByText(/^1 SMS part /)).toBeVisible();

    // Past 160 characters the Kiswahili message costs a second part.
    await user.paste(` ${'Tafadhali lipa kwa wakati. '.repeat(5)}`);
    expect(kiswahili.getByText(/^2 SMS parts \(GSM-7, 172 characters\)$/)).toBeVisible();
  });

  it('fills {tenantlink} with a link as long as a real one, and says it costs parts', async () => {
    const { user } = await editSchedule();
    const kiswahiliField = screen.getByLabelText('Message in Kiswahili');
    await user.click(kiswahiliField);
    await user.paste('Habari {customername}, ukurasa wako: ');
    const chips = screen.getByRole('group', { name: 'Words filled in for Message in Kiswahili' });
    const linkChip = within(chips).getByRole('button', { name: 'Insert {tenantlink}' });
    expect(linkChip).toHaveAccessibleDescription(
      "{tenantlink} adds the link to the tenant's own page: about 50 more characters, " +
        'which can cost another SMS part (see the preview).',
    );
    await user.click(linkChip);
    expect(kiswahiliField).toHaveValue('Habari {customername}, ukurasa wako: {tenantlink}');
    // Checked as the English one is: a placeholder the run does not know is flagged.
    await user.paste(' {kodi}');
    expect(
      screen.getByText('{kodi} is not one of the words in braces: it is sent as typed.'),
    ).toBeVisible();
    await user.keyboard('{Backspace>7/}');

    // The app's address, /t/ and a 22-character token, as the invoice run writes it.
    const link = `${window.location.origin}/t/`;
    const text = kiswahiliText().textContent ?? '';
    expect(text.startsWith(`Habari Amina Otieno, ukurasa wako: ${link}`)).toBe(true);
    expect(text.slice(text.indexOf(link) + link.length)).toMatch(/^[\w-]{22}$/);
    expect(
      within(languagePreview('Kiswahili')).getByText(
        `1 SMS part (GSM-7, ${text.length} characters)`,
      ),
    ).toBeVisible();
  });

  it('loads the saved Kiswahili message and sends it as messagesw', async () => {
    const saved = setting('s-1', { messagesw: 'Habari {customername}, lipa KES {amount}.' });
    const { user, router, requests, dialog } = await editSchedule(saved);
    const kiswahiliField = within(dialog).getByLabelText('Message in Kiswahili');
    expect(kiswahiliField).toHaveValue('Habari {customername}, lipa KES {amount}.');
    expect(kiswahiliText()).toHaveTextContent('Habari Amina Otieno, lipa KES 15,000.');

    await user.type(kiswahiliField, ' Asante.');
    await user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    await waitForMove(router, '/settings', dialog);
    expect(puts(requests)[0]?.body).toMatchObject({
      invoicemessage: saved.settingdata.invoicemessage,
      messagesw: 'Habari {customername}, lipa KES {amount}. Asante.',
    });
  });

  it('sends an emptied Kiswahili message as none (null)', async () => {
    const saved = setting('s-1', { messagesw: 'Habari {customername}.' });
    const { user, router, requests, dialog } = await editSchedule(saved);
    await user.clear(within(dialog).getByLabelText('Message in Kiswahili'));
    expect(within(languagePreview('Kiswahili')).getByText(/^No Kiswahili message/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
    await waitForMove(router, '/settings', dialog);
    expect(puts(requests)[0]?.body).toMatchObject({ messagesw: null });
  });
});
