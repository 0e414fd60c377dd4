import type { SessionContext } from './sessions.js';

/**
 * Resolved sessions kept for a few seconds, so a page that makes several calls looks its
 * session up once. This process forgets an entry at once on sign-out, PIN change, profile
 * or status change and an operator's suspension or reactivation of the organization; another server process sharing the database may keep serving a
 * signed-out token for at most `ttlMs`, a window we accept for one query less per call.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: SessionContext; until: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now: number): SessionContext | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  set(token: string, session: SessionContext, now: number) {
    // Oldest first: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { session, until: now + this.ttlMs });
  }

  forgetSession(sessionId: string) {
    for (const [key, entry] of this.entries) {
      if (entry.session.sessionId === sessionId) this.entries.delete(key);
    }
  }

  forgetUser(userId: string) {
    for (const [key, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(key);
    }
  }

  forgetOrganization(organizationId: string) {
    for (const [key, entry] of this.entries) {
      if (entry.session.organizationId === organizationId) this.entries.delete(key);
    }
  }
}
