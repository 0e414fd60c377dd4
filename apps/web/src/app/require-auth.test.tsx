import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, mockApi, testUser } from '../test/mock-api';
import { renderApp } from '../test/render';

describe('guarded routes', () => {
  it('send a visitor without a session to /sign-in, remembering the page', async () => {
    const { fetchMock } = mockApi({});
    const { router } = renderApp('/user');
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeVisible();
    expect(router.location.pathname).toBe('/sign-in');
    expect(router.location.search).toBe('?next=%2Fuser');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("show 'Loading...' while the user loads", async () => {
    localStorage.setItem('token', 'test-token');
    const answer = deferred<Response>();
    mockApi({ 'GET /api/auth/user': () => answer.promise });
    renderApp('/dashboard');
    expect(await screen.findByText('Loading...')).toBeVisible();

    answer.resolve(json({ user: testUser }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeVisible();
  });

  it('sign out when the server no longer knows the session', async () => {
    localStorage.setItem('token', 'expired-token');
    mockApi({ 'GET /api/auth/user': () => apiError(401, 'unauthorized', 'Please sign in') });
    const { router } = renderApp('/user');
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeVisible();
    expect(router.location.search).toBe('?next=%2Fuser');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offer to try again when the user cannot be loaded', async () => {
    localStorage.setItem('token', 'test-token');
    let calls = 0;
    mockApi({
      'GET /api/auth/user': () => {
        calls += 1;
        return calls <= 2
          ? apiError(500, 'internal', 'Something went wrong on our side')
          : json({ user: testUser });
      },
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Something went wrong on our side')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeVisible();
  });
});
