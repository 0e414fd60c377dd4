import { afterEach, describe, expect, it } from 'vitest';
import { getOnboardingProgress } from '../entities/onboarding/onboarding-progress';
import { getTenants } from '../entities/tenants/tenants';
import { getCurrentUser } from '../features/auth/api/get-current-user';
import { getDashboardSummary } from '../features/dashboard/api/get-dashboard-summary';
import { dropEarlyAnswers } from '../lib/api-client';
import { json, mockApi } from '../test/mock-api';
import { earlyCallsFor, startFirstScreenCalls } from './early-requests';

afterEach(() => {
  dropEarlyAnswers();
  window.history.replaceState(null, '', '/');
});

describe("the first screen's early calls", () => {
  it("are exactly the paths the screens' fetchers ask for", async () => {
    const { requests } = mockApi({});
    await Promise.allSettled([
      getCurrentUser(),
      getOnboardingProgress(),
      getDashboardSummary(),
      getTenants('current'),
      getTenants('former'),
    ]);
    const [user, progress, summary, current, former] = requests.map((request) => request.path);
    expect(earlyCallsFor('/dashboard', '')).toEqual([user, progress, summary]);
    expect(earlyCallsFor('/tenants', '')).toEqual([user, current]);
    expect(earlyCallsFor('/tenants/', '?status=former')).toEqual([user, former]);
    expect(earlyCallsFor('/rentals', '')).toEqual([user]);
  });

  it('ask nothing on a public page, nor without a session', () => {
    for (const path of ['/', '/sign-in', '/help', '/t/abc', '/o/abc', '/privacy', '/join']) {
      expect(earlyCallsFor(path, '')).toEqual([]);
    }
    const { requests } = mockApi({});
    window.history.replaceState(null, '', '/dashboard');
    startFirstScreenCalls();
    expect(requests).toEqual([]);
  });

  it('start with a session, and the screen then uses their answers', async () => {
    localStorage.setItem('token', 'abc');
    const { requests } = mockApi({ 'GET /api/auth/user': () => json({ user: 'u' }) });
    window.history.replaceState(null, '', '/tenants');
    startFirstScreenCalls();
    expect(requests.map((request) => request.path)).toEqual([
      '/api/auth/user',
      '/api/tenant/all-tenants?status=current',
    ]);
    await expect(getCurrentUser()).resolves.toEqual({ user: 'u' });
    expect(requests).toHaveLength(2);
  });
});
