import {
  defaultReminderMessage,
  defaultReminderMessages,
  reminderMessages,
} from '@rental/shared/schemas/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { apiError, json, mockApi, signedIn, testUser } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const saved = { enabled: false, days: [1, 7, 14], template: defaultReminderMessage };
const preview = {
  count: 2,
  notoverdue: 1,
  sample: {
    tenantid: 't-1',
    name: 'Amina Otieno',
    text: 'Dear Amina Otieno, KES 8,000 is overdue since 1 Jun 2026; KES 12,000 more is due on 5 Jul 2026.',
    parts: 1,
  },
};

function open(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedIn(),
    'GET /api/invoicesettings/all-invoices': () => json({ invoices: [] }),
    'GET /api/reminders/settings': () => json({ reminders: saved }),
    'PUT /api/reminders/settings': (request) => json({ reminders: request.body }),
    'GET /api/reminders/preview': () => json(preview),
    ...extra,
  });
  return { ...renderApp('/settings?tab=reminders'), ...api };
}

describe('Settings → Reminders', () => {
  it('saves the rules, checking the days as typed', async () => {
    const { user, requests } = open();
    const days = await screen.findByLabelText('Days after the due date');
    expect(days).toHaveValue('1, 7, 14');
    await user.click(screen.getByRole('switch', { name: 'Send reminders' }));
    await user.clear(days);
    await user.type(days, '3, 0');
    await user.click(screen.getByRole('button', { name: 'SAVE REMINDERS' }));
    expect(await screen.findByText(reminderMessages.daysInvalid)).toBeVisible();
    await user.clear(days);
    await user.type(days, '10, 3');
    await user.click(screen.getByRole('button', { name: 'SAVE REMINDERS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reminder settings saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      enabled: true,
      days: [10, 3],
      template: defaultReminderMessage,
    });
  });

  it('lists the overdue placeholders and warns of unknown ones', async () => {
    const { user } = open();
    const template = await screen.findByLabelText('Reminder message');
    expect(screen.getByText(/\{overdue\} → 4,000 \(the amount past its due date\)/)).toBeVisible();
    expect(screen.getByText(/\{nextdue\} \(what more is owed/)).toBeVisible();
    await user.clear(template);
    await user.type(template, 'KES {{overdue} since {{duedate}{{nextdue}, {{overdew}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '{overdew} is not one of the words in braces above: it is sent as typed.',
    );
  });

  it('reminds everyone in arrears after showing who and what, and says why it cannot', async () => {
    let sent = 0;
    const { user } = open({
      'POST /api/reminders/send-now': () => {
        sent += 1;
        return sent === 1
          ? apiError(409, 'conflict', reminderMessages.outsideHours)
          : json({ queued: 2, notoverdue: 1 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remind everyone in arrears now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind everyone in arrears?' });
    expect(await within(dialog).findByText(/2 tenants in arrears will get an SMS/)).toBeVisible();
    expect(within(dialog).getByTestId('reminder-sample')).toHaveTextContent(
      'KES 8,000 is overdue since 1 Jun 2026',
    );
    expect(
      within(dialog).getByText('1 tenant owes only what is not yet due and gets no reminder.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'SEND REMINDERS' }));
    expect(await within(dialog).findByText(reminderMessages.outsideHours)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'SEND REMINDERS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent('2 reminders queued');
  });
  describe('for a landlord who reads Kiswahili', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('shows the built-in reminder in Kiswahili, and keeps it built-in when saved', async () => {
      const { user, requests } = open(signedIn({ ...testUser, language: 'sw' }));
      const template = await screen.findByLabelText('Ujumbe wa kikumbusho');
      // Saved as the English default: shown as the Kiswahili one, each tenant's own on sending.
      expect(template).toHaveValue(defaultReminderMessages.sw);
      expect(template).not.toHaveAttribute('lang');
      expect(screen.getByText(/kila mpangaji huyapata kwa lugha yake/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'HIFADHI VIKUMBUSHO' }));
      await waitFor(() =>
        expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
          template: defaultReminderMessages.sw,
        }),
      );
    });
  });
});
