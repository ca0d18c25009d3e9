import { beforeEach, describe, expect, it, vi } from 'vitest';

const notified: string[] = [];
vi.mock('./toast', () => ({ notify: { error: (message: string) => notified.push(message) } }));

let token: string | null = 'old-token';
const refresh = vi.fn<() => Promise<string | null>>();
vi.mock('./auth/id-token', () => ({
  getIdToken: () => token,
  tokenForRequest: () => Promise.resolve(token),
  refreshIdToken: () => refresh(),
}));

const { apiData, apiRequest, apiResponse, ApiError, setSessionExpiredHandler } = await import('./api-client');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const html = (status: number) =>
  new Response('<h1>oops</h1>', { status, headers: { 'content-type': 'text/html' } });

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

beforeEach(() => {
  notified.length = 0;
  token = 'old-token';
  fetchMock.mockReset();
  refresh.mockReset();
});

describe('apiRequest', () => {
  it('sends the bearer token and unwraps the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: [1, 2], message: 'ok' }));
    await expect(apiData<number[]>('/v1/things')).resolves.toEqual([1, 2]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('reports empty data and failed envelopes in the catalogue words', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'success', data: null, message: 'ok' }));
    await expect(apiData('/v1/x')).rejects.toThrow('No data found');
    fetchMock.mockResolvedValueOnce(json(200, { status: 'failed' }));
    await expect(apiData('/v1/x')).rejects.toThrow('Failed to fetch data');
  });

  it.each([
    [404, 'The requested resource was not found'],
    [502, 'A server error occurred. Please try again later.'],
    [418, 'An unexpected error occurred'],
  ])('toasts an HTML %i as %s', async (status, message) => {
    fetchMock.mockResolvedValueOnce(html(status));
    await expect(apiRequest('/v1/x')).rejects.toThrow(message);
    expect(notified).toEqual([message]);
  });

  it('shows a JSON error by message, then code, then the generic line', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { status: 'error', code: 'bad', message: 'name is required' }));
    await expect(apiRequest('/v1/x')).rejects.toThrow('name is required');
    fetchMock.mockResolvedValueOnce(json(409, { status: 'error', code: 'version_conflict' }));
    await expect(apiRequest('/v1/x')).rejects.toThrow('version_conflict');
    fetchMock.mockResolvedValueOnce(json(400, {}));
    await expect(apiRequest('/v1/x')).rejects.toThrow('An error occurred.');
  });

  it('treats a failed connection as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const error: unknown = await apiRequest('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(notified).toEqual(['Network error. Please check your connection and try again.']);
  });

  it('passes subscription and project-limit refusals to the caller without a toast', async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { status: 'error', code: 'forbidden', message: 'User is not subscribed' }),
    );
    await expect(apiResponse('/v1/projects')).resolves.toMatchObject({
      status: 403,
      body: { message: 'User is not subscribed' },
    });
    fetchMock.mockResolvedValueOnce(
      json(403, { status: 'error', message: 'Project limit exceeded: 3 active projects' }),
    );
    await expect(apiData('/v1/projects')).rejects.toThrow('Project limit exceeded: 3 active projects');
    expect(notified).toEqual([]);
  });

  it('refreshes an expired token once and retries with the new one', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(401, { status: 'error', code: 'auth/id-token-expired', message: 'expired' }),
      )
      .mockResolvedValueOnce(json(200, { status: 'success', data: 'fresh', message: 'ok' }));
    refresh.mockResolvedValueOnce('new-token');
    await expect(apiData('/v1/x')).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Headers).get('Authorization')).toBe('Bearer new-token');
  });

  it('signs out when the refresh fails', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fetchMock.mockResolvedValueOnce(
      json(401, { status: 'error', code: 'auth/id-token-expired', message: 'expired' }),
    );
    refresh.mockResolvedValueOnce(null);
    await expect(apiRequest('/v1/x')).rejects.toThrow('Token refresh failed');
    expect(notified).toEqual(['Token refresh failed']);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('a failed answer', () => {
  it('keeps its JSON body on the error, for callers that need more than the message', async () => {
    const body = { status: 'error', code: 'posts/version-conflict', message: 'Stale', server: { id: 'p1' } };
    fetchMock.mockResolvedValueOnce(json(409, body));
    const error = (await apiRequest('/v1/x', { silent: true }).catch((e: unknown) => e)) as InstanceType<
      typeof ApiError
    >;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'posts/version-conflict', body });
  });
});
