import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../test/mock-api';
import { ApiError, apiRequest } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('sends JSON with the stored token and returns the JSON answer', async () => {
    localStorage.setItem('token', 'abc');
    const { requests } = mockApi({ 'PUT /api/x': () => json({ ok: true }) });
    await expect(apiRequest('/api/x', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(requests[0]?.headers.get('x-auth-token')).toBe('abc');
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it('sends no token header without a token, or when told not to', async () => {
    const { requests } = mockApi({ 'GET /api/x': () => json({}) });
    await apiRequest('/api/x');
    localStorage.setItem('token', 'abc');
    await apiRequest('/api/x', { auth: false });
    expect(requests.map((request) => request.headers.has('x-auth-token'))).toEqual([false, false]);
  });

  it("throws the server's error with its status, code and field messages", async () => {
    mockApi({
      'POST /api/x': () =>
        apiError(400, 'validation', 'Invalid input', { phonenumber: 'Invalid length' }),
    });
    const error = await failure(apiRequest('/api/x', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Invalid input',
      fields: { phonenumber: 'Invalid length' },
    });
  });

  it('forgets the token when an authenticated call answers 401', async () => {
    localStorage.setItem('token', 'expired');
    mockApi({ 'GET /api/x': () => apiError(401, 'unauthorized', 'Please sign in') });
    expect((await failure(apiRequest('/api/x'))).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('explains a network failure and an answer that is not the error shape', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await failure(apiRequest('/api/x'))).toMatchObject({
      code: 'network',
      message: 'Could not reach the server. Check your connection and try again.',
    });

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad gateway', { status: 502 })));
    expect(await failure(apiRequest('/api/x'))).toMatchObject({
      status: 502,
      code: 'unexpected_response',
    });
  });

  it('gives up after 20 seconds', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('The operation timed out.', 'TimeoutError')),
    );
    expect((await failure(apiRequest('/api/x'))).code).toBe('timeout');
    expect(timeout).toHaveBeenCalledWith(20_000);
  });
});
