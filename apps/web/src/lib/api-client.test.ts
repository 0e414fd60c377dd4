import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '../test/mock-api';
import {
  ApiError,
  apiDownload,
  apiRequest,
  dropEarlyAnswers,
  startEarlyRequests,
} from './api-client';

afterEach(() => {
  dropEarlyAnswers();
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

describe('files', () => {
  it('sends a file as it is, with its own type, and allows it 2 minutes', async () => {
    localStorage.setItem('token', 'abc');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetchMock } = mockApi({ 'PUT /api/x': () => json({ ok: true }) });
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await apiRequest('/api/x', { method: 'PUT', file });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(file);
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('x-auth-token')).toBe('abc');
    expect(timeout).toHaveBeenCalledWith(120_000);
  });

  it('sends a multipart form as it is, letting fetch write its boundary', async () => {
    localStorage.setItem('token', 'abc');
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetchMock } = mockApi({ 'POST /api/x': () => json({ ok: true }) });
    const form = new FormData();
    form.append('kind', 'lease');
    await apiRequest('/api/x', { method: 'POST', form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    // A content type set by hand would lack the boundary, and the server could not read it.
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-auth-token')).toBe('abc');
    expect(timeout).toHaveBeenCalledWith(120_000);
  });

  it('downloads a file as a Blob, and fails in the one error shape', async () => {
    localStorage.setItem('token', 'abc');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    mockApi({
      'GET /api/file': () => new Response(png, { headers: { 'content-type': 'image/png' } }),
      'GET /api/gone': () => apiError(404, 'not_found', 'Receipt not found'),
    });
    const blob = await apiDownload('/api/file');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png);
    expect(await failure(apiDownload('/api/gone'))).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Receipt not found',
    });
  });
});

describe('early requests', () => {
  it('answers the first GET of a path from the call started early, once', async () => {
    localStorage.setItem('token', 'abc');
    let count = 0;
    const { requests } = mockApi({ 'GET /api/x': () => json({ count: ++count }) });
    startEarlyRequests(['/api/x']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('x-auth-token')).toBe('abc');
    await expect(apiRequest('/api/x')).resolves.toEqual({ count: 1 });
    await expect(apiRequest('/api/x')).resolves.toEqual({ count: 2 });
    expect(requests).toHaveLength(2);
  });

  it('fails as the call itself would, and forgets the token on a 401', async () => {
    localStorage.setItem('token', 'expired');
    mockApi({ 'GET /api/x': () => apiError(401, 'unauthorized', 'Please sign in') });
    startEarlyRequests(['/api/x']);
    expect((await failure(apiRequest('/api/x'))).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is not used once the page has turned to another language', async () => {
    localStorage.setItem('token', 'abc');
    const { requests } = mockApi({ 'GET /api/x': () => json({}) });
    const before = document.documentElement.lang;
    document.documentElement.lang = 'en';
    startEarlyRequests(['/api/x']);
    document.documentElement.lang = 'sw';
    await apiRequest('/api/x');
    document.documentElement.lang = before;
    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'sw']);
  });

  it('is not used by another method, another token, or once dropped', async () => {
    localStorage.setItem('token', 'abc');
    const { requests } = mockApi({
      'GET /api/x': () => json({}),
      'PUT /api/x': () => json({}),
    });
    startEarlyRequests(['/api/x']);
    await apiRequest('/api/x', { method: 'PUT', body: {} });
    startEarlyRequests(['/api/x']);
    localStorage.setItem('token', 'other');
    await apiRequest('/api/x');
    startEarlyRequests(['/api/x']);
    dropEarlyAnswers();
    await apiRequest('/api/x');
    expect(requests.map((request) => request.method)).toEqual([
      'GET',
      'PUT',
      'GET',
      'GET',
      'GET',
      'GET',
    ]);
  });
});
