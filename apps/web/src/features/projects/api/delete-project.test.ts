import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { projectKeys } from './query-keys';

vi.mock('../../../lib/auth/id-token', () => ({
  getIdToken: () => 'token',
  tokenForRequest: () => Promise.resolve('token'),
  refreshIdToken: () => null,
}));
vi.mock('../../../lib/toast', () => ({ notify: { error: () => undefined } }));

const { deleteProject, isProjectGoing, wasProjectDeleted } = await import('./delete-project');

describe('a project being deleted', () => {
  it('is going from the moment its deletion is sent, and deleted once the server has answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const client = new QueryClient();
    const observer = new MutationObserver(client, {
      mutationKey: [...projectKeys.all, 'delete'],
      mutationFn: deleteProject,
    });
    expect(isProjectGoing(client, 'p1')).toBe(false);
    const done = observer.mutate('p1');
    await vi.waitFor(() => expect(isProjectGoing(client, 'p1')).toBe(true));
    expect(wasProjectDeleted(client, 'p1')).toBe(false);
    expect(isProjectGoing(client, 'p2')).toBe(false);
    answer(new Response(null, { status: 204 }));
    await done;
    expect(wasProjectDeleted(client, 'p1')).toBe(true);
    expect(isProjectGoing(client, 'p1')).toBe(true);
    vi.unstubAllGlobals();
  });
});
