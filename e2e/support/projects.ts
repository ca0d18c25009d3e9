import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { signUpViaApi, type ApiUser } from './auth.ts';
import { baseUrl } from './env.ts';

/** The fields of a project the specs read back from the API. */
export interface ApiProject {
  id: string;
  title: string;
  status: string;
  postId: string;
  dueDate: string | null;
}

export interface ApiPost {
  id: string;
  content: string;
  version: number;
  updatedAt: string;
}

const STEPS_TO: Record<string, string[]> = {
  pending: [],
  draft: ['draft'],
  review: ['draft', 'review'],
  completed: ['draft', 'review', 'completed'],
};

/** A calendar date `days` from today (negative for the past), YYYY-MM-DD in local time. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A calling wrapper for the product API as one writer. */
export function projectsApi(request: APIRequestContext, user: ApiUser) {
  const headers = { authorization: `Bearer ${user.token}` };
  const data = async <T>(
    response: Awaited<ReturnType<APIRequestContext['get']>>,
    status = 200,
  ): Promise<T> => {
    expect(response.status(), await response.text()).toBe(status);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    async create(body: Record<string, unknown>, status = 'pending'): Promise<ApiProject> {
      let project = await data<ApiProject>(
        await request.post('/v1/projects', { headers, data: { type: 'essay', ...body } }),
        201,
      );
      for (const to of STEPS_TO[status] ?? []) {
        project = await data<ApiProject>(
          await request.post(`/v1/projects/${project.id}/transition`, { headers, data: { to } }),
        );
      }
      return project;
    },
    async transition(project: ApiProject, to: string): Promise<ApiProject> {
      return data(await request.post(`/v1/projects/${project.id}/transition`, { headers, data: { to } }));
    },
    async patch(id: string, body: Record<string, unknown>): Promise<ApiProject> {
      return data(await request.patch(`/v1/projects/${id}`, { headers, data: body }));
    },
    async post(project: ApiProject): Promise<ApiPost> {
      return data(await request.get(`/v1/projects/${project.id}/posts/${project.postId}`, { headers }));
    },
    async save(project: ApiProject, content: string, version: number): Promise<ApiPost> {
      return data(
        await request.put(`/v1/projects/${project.id}/posts/${project.postId}`, {
          headers,
          data: { content, version, reason: 'manual' },
        }),
      );
    },
  };
}

/**
 * A new writer on the free Starter plan (sign-up in the browser subscribes to it; an API sign-up must do it
 * itself), signed in to `context` with the session cookie.
 */
export async function signInWriter(request: APIRequestContext, context: BrowserContext): Promise<ApiUser> {
  const user = await signUpViaApi(request);
  const checkout = await request.post('/v1/payments/create-checkout-session', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { priceId: 'price_starter_free' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const url = baseUrl();
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
  return user;
}

/** Opens `path` and accepts the cookie banner, which would otherwise cover the bottom of the page. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const banner = page.getByRole('button', { name: 'I understand' });
  await banner.click({ timeout: 5_000 }).catch(() => undefined);
}

/** The editor's save state (saved, unsaved, saving, error, conflict). */
export const saveStatus = (page: Page) => page.locator('[data-save-status]').first();
export const draftEditor = (page: Page) => page.getByRole('textbox', { name: 'Draft' });

/**
 * Clicks `button` from page script and names the element that has the focus right after, in the same turn of the
 * page's event loop: a key pressed straight after the click goes there.
 */
export const focusRightAfterClick = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    return document.activeElement?.getAttribute('aria-label') ?? null;
  });

/** A drafting project for a new writer, opened in the editor. */
export async function openDraft(page: Page, context: BrowserContext, request: APIRequestContext) {
  const api = projectsApi(request, await signInWriter(request, context));
  const project = await api.create({ title: 'Editor spec', targetWords: 100 }, 'draft');
  await openPage(page, `/dashboard/projects/draft/${project.id}`);
  await expect(draftEditor(page)).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  return { api, project, post: await api.post(project) };
}

/** Matches the PUT that saves the draft for `reason` (autosave, manual, leave). */
export const isSave = (reason: string) => (r: Request) =>
  r.method() === 'PUT' &&
  r.url().includes('/posts/') &&
  (r.postDataJSON() as { reason?: string }).reason === reason;
