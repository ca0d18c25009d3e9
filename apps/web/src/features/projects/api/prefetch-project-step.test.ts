import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from './query-keys';

let token: string | null = 'token';
vi.mock('../../../lib/auth/id-token', () => ({
  getIdToken: () => token,
  tokenForRequest: () => Promise.resolve(token),
  refreshIdToken: () => null,
}));
vi.mock('../../../lib/toast', () => ({ notify: { error: () => undefined } }));

const { prefetchProjectStep } = await import('./prefetch-project-step');

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data, message: 'ok' }), {
    headers: { 'content-type': 'application/json' },
  });
const urlOf = (input: unknown) => (typeof input === 'string' ? input : (input as Request).url);
const post = { id: 'post-1', content: '<p>Saved</p>', version: 3 };

beforeEach(() => {
  token = 'token';
  fetchMock.mockReset();
});

describe('prefetchProjectStep', () => {
  it('asks for the project and its posts at once and caches the draft under its own key', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        urlOf(url).endsWith('/posts') ? answer([post]) : answer({ id: 'p1', postId: 'post-1' }),
      ),
    );
    const client = new QueryClient();
    prefetchProjectStep(client, 'p1');
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual([
      '/v1/projects/p1',
      '/v1/projects/p1/posts',
    ]);
    await vi.waitFor(() => expect(client.getQueryData(projectKeys.post('p1', 'post-1'))).toEqual(post));
    expect(client.getQueryData(projectKeys.detail('p1'))).toEqual({ id: 'p1', postId: 'post-1' });
  });

  it('keeps a draft the cache already holds', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer([post])));
    const client = new QueryClient();
    const newer = { ...post, version: 4 };
    client.setQueryData(projectKeys.post('p1', 'post-1'), newer);
    prefetchProjectStep(client, 'p1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData(projectKeys.post('p1', 'post-1'))).toEqual(newer);
  });

  it('does nothing before there is a session', () => {
    token = null;
    prefetchProjectStep(new QueryClient(), 'p1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
