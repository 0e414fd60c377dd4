import { EtimsError } from '../../integrations/etims/oscu-client.js';

/**
 * THE RULE of the eTIMS queue: when a document KRA did not take is sent again. A document
 * keeps its number (the OSCU invcNo) for good and KRA issues one receipt per number, so a
 * second attempt cannot make a second sale: what may have reached KRA (a timeout, a cut
 * connection, an unreadable answer, HTTP 5xx) is retried with backoff, 1 min × 2^attempts
 * capped at 6 h, and failed with its reason after 8 attempts. KRA's own refusals ('910' a
 * parameter error, '901' an unknown device...) would be refused again: failed at once, for
 * the owner to correct and retry. '994' ("overlapped data"): KRA has that number already and
 * did not answer its receipt: failed, never renumbered (renumbering would be a second sale).
 */
export const maxTransmissionAttempts = 8;

export function transmissionRetryDelayMs(attemptsBefore: number): number {
  return Math.min(60_000 * 2 ** attemptsBefore, 6 * 60 * 60_000);
}

export type TransmissionOutcome =
  { action: 'retry'; error: string; delayMs: number } | { action: 'fail'; error: string };

export function transmissionOutcome(error: unknown, attemptsBefore: number): TransmissionOutcome {
  if (!(error instanceof EtimsError)) {
    return { action: 'fail', error: 'Unexpected error while sending to KRA eTIMS' };
  }
  const text = `${error.code}: ${error.message}`;
  if (error.refused) return { action: 'fail', error: text };
  if (attemptsBefore + 1 >= maxTransmissionAttempts) return { action: 'fail', error: text };
  return { action: 'retry', error: text, delayMs: transmissionRetryDelayMs(attemptsBefore) };
}
