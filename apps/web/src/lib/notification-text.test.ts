import { notificationKinds, type NotificationKind } from '@rental/shared/notifications';
import type { Notification } from '@rental/shared/schemas/notifications';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const notification = (kind: NotificationKind, params: Notification['params']): Notification => ({
  notificationid: kind,
  kind,
  params,
  link: '/',
  createdat: '2026-12-01T05:00:00.000Z',
  read: false,
  text: '',
});

// Every param a notification may carry, as the server sends it: ISO dates and months.
const params = {
  count: 3,
  date: '2026-09-01',
  month: '2026-09',
  schedule: 'Rental Invoice Bill of Jua Court',
  invoicetype: 'Rental Invoice Bill',
  name: 'Jua Court',
  used: 2,
  limit: 2,
  resource: 'tenants',
};
const isoDate = /\d{4}-\d{2}/;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the bell', () => {
  it('writes dates as "1 Sep 2026" in English, never ISO or "Sept"', async () => {
    await i18n.changeLanguage('en');
    const skipped = notificationText(notification('schedule_skipped', params), i18n.t);
    expect(skipped).toBe(
      'The Rental Invoice Bill of Jua Court run of 1 Sep 2026 skipped tenants: 3',
    );
    for (const kind of notificationKinds) {
      const line = notificationText(notification(kind, params), i18n.t);
      expect(line, line).not.toMatch(isoDate);
      expect(line, line).not.toMatch(/\bSept\b/);
    }
  });

  it('writes dates and the schedule in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    expect(notificationText(notification('schedule_skipped', params), i18n.t)).toBe(
      'Ratiba ya Ankara ya Kodi ya Jua Court ya tarehe 1 Sep 2026 iliruka wapangaji: 3',
    );
    expect(
      notificationText(notification('mri_due', { month: '2026-11', date: '2026-12-20' }), i18n.t),
    ).toBe(
      'Ritani ya KRA ya kodi ya mapato ya kupangisha ya Novemba 2026 inatakiwa kufikia 20 Des 2026',
    );
    for (const kind of notificationKinds) {
      const line = notificationText(notification(kind, params), i18n.t);
      expect(line, line).not.toMatch(isoDate);
      expect(line, line).not.toMatch(/\b(of|run|Rental Invoice Bill)\b/);
    }
  });
});
