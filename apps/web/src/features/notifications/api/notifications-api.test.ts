import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from './query-keys';

vi.mock('../../../lib/auth/id-token', () => ({
  getIdToken: () => 'token',
  tokenForRequest: () => Promise.resolve('token'),
  refreshIdToken: () => null,
}));
vi.mock('../../../lib/toast', () => ({ notify: { error: () => undefined } }));

const { getNotificationsCountQueryOptions, NOTIFICATIONS_POLL_MS } =
  await import('./get-notifications-count');
const { markNotificationsRead } = await import('./mark-notifications-read');

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
const answer = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { status: 'success', data, message: 'ok' } : data), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => fetchMock.mockReset());

describe('unread count query', () => {
  it('polls every 30 seconds and on focus', () => {
    const options = getNotificationsCountQueryOptions();
    expect(NOTIFICATIONS_POLL_MS).toBe(30_000);
    expect(options.refetchInterval).toBe(30_000);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('marks the cached list out of date when the count changes, and only then', async () => {
    const client = new QueryClient();
    const list = () => client.getQueryState(notificationKeys.list(0));
    client.setQueryData(notificationKeys.list(0), { data: [], totalCount: 0 });
    fetchMock.mockImplementation(() => Promise.resolve(answer({ unread_count: 0 })));
    expect(await client.fetchQuery(getNotificationsCountQueryOptions())).toBe(0);
    await client.refetchQueries({ queryKey: notificationKeys.count });
    expect(list()?.isInvalidated).toBe(false);

    fetchMock.mockImplementation(() => Promise.resolve(answer({ unread_count: 2 })));
    await client.refetchQueries({ queryKey: notificationKeys.count });
    expect(client.getQueryData(notificationKeys.count)).toBe(2);
    expect(list()?.isInvalidated).toBe(true);
  });

  it('reads a missing count as 0', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({})));
    expect(await new QueryClient().fetchQuery(getNotificationsCountQueryOptions())).toBe(0);
  });
});

describe('markNotificationsRead', () => {
  it('sends the empty object to mark everything, or the ids given', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({ status: 'success', updated: 1 })));
    await markNotificationsRead();
    await markNotificationsRead({ ids: ['n1'] });
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies).toEqual(['{}', '{"ids":["n1"]}']);
  });

  it('logs a failure with the specification’s words and rethrows it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() =>
      Promise.resolve(answer({ status: 'error', code: 'server/boom', message: 'Boom' }, 500)),
    );
    await expect(markNotificationsRead()).rejects.toThrow('Boom');
    expect(log).toHaveBeenCalledWith('Failed to mark notifications as read:', expect.any(Error));
    log.mockRestore();
  });
});
