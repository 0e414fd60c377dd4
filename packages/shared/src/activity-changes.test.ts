import { describe, expect, it } from 'vitest';
import { formatActivitySummary } from './activity.js';
import { englishChanges, parseChanges } from './activity-changes.js';

describe('an update in English words', () => {
  it('names fields and codes in words, dates as people read them, never raw keys', () => {
    expect(
      englishChanges(
        'enabled: false → true; collectionmode: — → own_paybill; startdate: 2026-09-01 → 2026-12-05; passkey: changed',
      ),
    ).toBe(
      'turned on: No → Yes; how rent is collected: — → own paybill; start date: 1 Sep 2026 → 5 Dec 2026; STK passkey changed',
    );
  });

  it("is the server's summary line, while the details keep the codes for the web", () => {
    const details = { changes: 'provider: outbox → africastalking; validation: off → on' };
    expect(formatActivitySummary('sms_settings_saved', details)).toBe(
      "Saved the SMS settings: SMS provider: kept in the app (not sent) → Africa's Talking; payment validation: Off → On",
    );
    expect(details.changes).toBe('provider: outbox → africastalking; validation: off → on');
  });

  it('keeps a value holding "; " whole, and a field it does not know by its name', () => {
    expect(parseChanges('note: a; b → c; rental: X → Y')).toEqual([
      { field: 'note', before: 'a; b', after: 'c' },
      { field: 'rental', before: 'X', after: 'Y' },
    ]);
    expect(englishChanges('newfield: a → b')).toBe('newfield: a → b');
  });
});
