import type { Db } from '../../db/connection.js';
import type { DarajaCredentials } from '../../integrations/mpesa/daraja-client.js';
import type { MpesaOptions } from '../../integrations/mpesa/options.js';
import type { Clock } from '../../lib/clock.js';

/** A Daraja app that can send STK pushes: OAuth credentials, its shortcode and passkey. */
export interface DarajaApp {
  credentials: DarajaCredentials;
  shortcode: string;
  passkey: string;
}

export interface StkOptions {
  /** The product's own Daraja app (MPESA_* variables); undefined: STK push is unavailable. */
  product: DarajaApp | undefined;
  /** Where M-PESA reaches our callback, no trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /**
   * The server-wide secret of the callback path before each push had its own token
   * (migration 0029): it still settles the pushes sent before, and no other.
   */
  callbackSecret: string;
  /** A request still pending this long is settled by the STK status query (default 60 s). */
  settleAfterMs?: number;
  /** The secrets key and Daraja address for organizations' own apps (their stored keys). */
  mpesa: MpesaOptions;
}

export interface StkDeps {
  db: Db;
  clock: Clock;
  stk: StkOptions;
  /** Where a failure after the callback's answer is reported. */
  log?: (error: unknown) => void;
}
