import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiUser } from './auth.ts';
import { projectsApi, type ApiProject } from './projects.ts';
import { escapeHtml, packed, PAYLOADS } from './xss-corpus.ts';

/** The whole corpus as the draft stores it: once as markup for the sanitizer, once as typed text. */
export function corpusDraft(referenceIds: readonly string[]): string {
  const cited = referenceIds
    .slice(0, 5)
    .map((id) => `<span class="citation" data-citation="${id}">(cited)</span>`)
    .join(' ');
  // Typed text first: a payload such as `<!--` or `<xmp>` in the markup part swallows what follows it.
  return [
    '<h2>Typed</h2>',
    ...PAYLOADS.map((p) => `<p>${escapeHtml(p.text)}</p>`),
    `<p>Citations: ${cited}</p>`,
    `<pre><code>${PAYLOADS.map((p) => escapeHtml(p.text)).join('\n')}</code></pre>`,
    `<p><a href="https://example.org/${encodeURIComponent('"><img src=x onerror=alert(0)>')}">a link</a></p>`,
    '<h2>Markup</h2>',
    ...PAYLOADS.map((p) => `<p>${p.text}</p>`),
  ].join('');
}

export interface SeededWriter {
  projects: { pending: ApiProject; draft: ApiProject; review: ApiProject; completed: ApiProject };
  /** Every title given, one project each. */
  titles: string[];
  referenceIds: string[];
}

const BIBTEX_SAFE = (text: string) => !/[{}\\%#@]/.test(text) && !text.includes('\n');

/**
 * Stores the corpus through the API in everything one writer can type: the name, project titles, briefs,
 * requirements and outlines, drafts (with citations), and the reference library (fields, tags, and entries
 * imported from BibTeX and RIS).
 */
export async function seedWriter(request: APIRequestContext, user: ApiUser): Promise<SeededWriter> {
  const headers = { authorization: `Bearer ${user.token}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { data: unknown }).data;
  };
  await ok(await request.patch('/v1/users/me', { headers, data: { name: packed(120)[0] } }));

  const referenceIds: string[] = [];
  for (let at = 0; at < PAYLOADS.length; at += 12) {
    const batch = PAYLOADS.slice(at, at + 12).map(async ({ text }) => {
      const csl = {
        type: 'article-journal',
        title: text,
        author: [{ family: text, given: text.slice(0, 20) }],
        'container-title': text,
        publisher: text,
        note: text,
        URL: text,
        DOI: text,
        page: text.slice(0, 40),
        issued: { 'date-parts': [[2020]] },
      };
      const data = (await ok(
        await request.post('/v1/references', { headers, data: { csl, tags: [text.slice(0, 40)] } }),
      )) as { id: string };
      referenceIds.push(data.id);
    });
    await Promise.all(batch);
  }
  const bibtex = PAYLOADS.filter((p) => BIBTEX_SAFE(p.text))
    .map(
      (p) =>
        `@article{xss${p.id},\n  title = {${p.text}},\n  author = {${p.text.replace(/ and /g, ' ')}},\n  journal = {${p.text}},\n  url = {${p.text}},\n  year = {2021}\n}`,
    )
    .join('\n\n');
  await ok(
    await request.post('/v1/references/import', { headers, data: { format: 'bibtex', text: bibtex } }),
  );
  const ris = PAYLOADS.filter((p) => !p.text.includes('\n'))
    .map(
      (p) =>
        `TY  - JOUR\nTI  - ${p.text}\nAU  - ${p.text}\nJO  - ${p.text}\nUR  - ${p.text}\nPY  - 2022\nER  - `,
    )
    .join('\n');
  await ok(await request.post('/v1/references/import', { headers, data: { format: 'ris', text: ris } }));

  const api = projectsApi(request, user);
  const titles = packed(200);
  const lists = {
    brief: PAYLOADS.map((p) => p.text).join('\n'),
    requirements: PAYLOADS.map((p) => ({ id: `r${p.id}`, label: p.text, kind: 'other', target: p.text })),
    outline: PAYLOADS.map((p) => ({ id: `o${p.id}`, title: p.text.slice(0, 200), notes: p.text })),
  };
  const content = corpusDraft(referenceIds);
  const make = async (title: string, status: string) => {
    const project = await api.create(
      { title, brief: lists.brief },
      status === 'pending' ? 'pending' : 'draft',
    );
    await api.patch(project.id, { requirements: lists.requirements, outline: lists.outline });
    if (status === 'pending') return project;
    await api.save(project, content, (await api.post(project)).version);
    if (status === 'review' || status === 'completed') await api.transition(project, 'review');
    if (status === 'completed') await api.transition(project, 'completed');
    return project;
  };
  // The Starter plan allows three active projects: the extra titles go on completed ones, made first.
  for (const title of titles.slice(4)) await api.create({ title }, 'completed');
  const completed = await make(titles[3] ?? 'completed', 'completed');
  const [pending, draft, review] = await Promise.all(
    (['pending', 'draft', 'review'] as const).map((status, i) => make(titles[i] ?? status, status)),
  );
  return {
    projects: { pending: pending!, draft: draft!, review: review!, completed },
    titles,
    referenceIds,
  };
}
