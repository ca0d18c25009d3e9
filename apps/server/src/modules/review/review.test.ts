import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Project, ReviewReport } from '@penwright/shared';
import { reviewText } from '@penwright/writing';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { reviewDismissals } from '../../db/schema/index.ts';
import { dataOf, postOf, writer, type Writer } from '../projects/projects.fixtures.ts';
import { BRIEF, CLEAN_DRAFT, FLAWED_DRAFT, OUTLINE, REQUIREMENTS } from './review.fixtures.ts';

let t: TestApp;
let w: Writer;
let other: Writer;
beforeAll(async () => {
  t = await createTestApp();
  w = await writer(t, 'professional');
  other = await writer(t, 'professional');
}, 60_000);
afterAll(() => t.close());

/** A project with the fixtures' brief, checklist and outline, its draft saved as `html`. */
async function projectWith(html: string, extra: object = {}) {
  const project = await w.createProject({ brief: BRIEF, targetWords: 330, ...extra });
  const patched = await w.call('PATCH', `/v1/projects/${project.id}`, {
    requirements: REQUIREMENTS,
    outline: OUTLINE,
  });
  expect(patched.statusCode).toBe(200);
  const saved = await w.save(project, html, 0);
  expect(saved.statusCode, saved.body).toBe(200);
  return { project: dataOf<Project>(patched), version: postOf(saved).version };
}

async function reviewOf(project: Project, who: Writer = w) {
  const res = await who.call('GET', `/v1/projects/${project.id}/review`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return dataOf<ReviewReport>(res);
}

const all = (report: ReviewReport) => Object.values(report.sections).flatMap((s) => s.findings);
const types = (report: ReviewReport, name: keyof ReviewReport['sections']) =>
  report.sections[name].findings.map((f) => f.type);

describe('GET /v1/projects/:id/review', () => {
  it('finds a clean draft ready, with no blockers and no failing section', async () => {
    const { project, version } = await projectWith(CLEAN_DRAFT);
    const report = await reviewOf(project);
    expect(report.readiness, JSON.stringify([report.blockers, report.sections.grammar.findings])).toBe(
      'ready',
    );
    expect(report.blockers).toEqual([]);
    expect(report.version).toBe(version);
    for (const [name, section] of Object.entries(report.sections))
      expect(section.verdict, `${name}: ${JSON.stringify(section.findings)}`).not.toBe('fail');
    expect(report.sections.requirements.figures).toMatchObject({ met: 6, total: 6 });
    expect(report.sections.citations.figures).toMatchObject({ citations: 4, references: 3, errors: 0 });
    expect(report.sections.structure.summary).toBe('3 of 3 outline sections found as headings.');
  }, 120_000);

  it('reports each kind of problem on its words, and blocks the draft', async () => {
    const { project } = await projectWith(FLAWED_DRAFT);
    const report = await reviewOf(project);
    const { text } = reviewText(FLAWED_DRAFT);
    for (const f of all(report)) expect(text.slice(f.start, f.end)).toBe(f.excerpt);
    expect(report.readiness).toBe('not_ready');

    const spelling = report.sections.grammar.findings.find((f) => f.excerpt === 'becuase');
    expect(spelling).toMatchObject({ type: 'spelling', severity: 'error', suggestion: 'because' });
    expect(types(report, 'style')).toEqual(
      expect.arrayContaining(['contraction', 'informal', 'first_person']),
    );
    expect(report.sections.readability.findings.find((f) => f.type === 'long_sentence')).toMatchObject({
      severity: 'info',
    });
    expect(report.sections.readability.figures).toMatchObject({ gradeLow: 10, gradeHigh: 15 });
    expect(types(report, 'structure')).toContain('missing_section');
    expect(
      report.sections.requirements.findings.filter((f) => f.severity === 'error').map((f) => f.type),
    ).toEqual(['word_count', 'section', 'prohibition']);
    // The first-person ban leads to its first breach.
    expect(report.sections.requirements.findings.find((f) => f.type === 'prohibition')?.excerpt).toBe('I');
    expect(types(report, 'citations')).toEqual(
      expect.arrayContaining(['year_mismatch', 'missing_reference']),
    );
    expect(report.blockers.map((b) => b.section)).toEqual(
      expect.arrayContaining(['requirements', 'structure', 'grammar', 'citations']),
    );
  }, 120_000);

  it('answers again from its cache, and follows a one-paragraph edit', async () => {
    const { project, version } = await projectWith(FLAWED_DRAFT);
    await reviewOf(project);
    const started = performance.now();
    const again = await reviewOf(project);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(again.version).toBe(version);

    const fixed = FLAWED_DRAFT.replace('becuase', 'because');
    const saved = await w.save(project, fixed, version);
    expect(saved.statusCode).toBe(200);
    const after = await reviewOf(project);
    expect(after.version).toBe(version + 1);
    expect(after.sections.grammar.findings.some((f) => f.excerpt === 'becuase')).toBe(false);
  }, 120_000);

  it('judges readability against the project’s academic level', async () => {
    const { project } = await projectWith(CLEAN_DRAFT, { academicLevel: 'doctoral' });
    const report = await reviewOf(project);
    expect(report.sections.readability.figures).toMatchObject({ gradeLow: 13, gradeHigh: 18 });
    expect(types(report, 'readability')).toContain('grade_too_low');
  }, 120_000);

  it('answers 404 for another writer’s project and 400 for a malformed id', async () => {
    const { project } = await projectWith(CLEAN_DRAFT);
    const foreign = await other.call('GET', `/v1/projects/${project.id}/review`);
    expect(foreign.statusCode).toBe(404);
    const bad = await w.call('GET', '/v1/projects/not%20an%20id/review');
    expect(bad.statusCode).toBe(400);
  }, 120_000);
});

describe('dismissing review findings', () => {
  it('leaves a dismissed finding out, keeps it out after an edit, and brings it back', async () => {
    const { project, version } = await projectWith(FLAWED_DRAFT);
    const report = await reviewOf(project);
    const target = report.sections.citations.findings.find((f) => f.type === 'missing_reference')!;
    const url = `/v1/projects/${project.id}/review/dismissals`;
    const dismissed = await w.call('POST', url, { findingId: target.id, reason: 'Cited from a lecture.' });
    expect(dismissed.statusCode).toBe(201);
    expect(dataOf(dismissed)).toMatchObject({ findingId: target.id, reason: 'Cited from a lecture.' });

    const without = await reviewOf(project);
    expect(all(without).some((f) => f.id === target.id)).toBe(false);
    // An edit elsewhere keeps the finding's id, so it stays dismissed.
    await w.save(project, FLAWED_DRAFT.replace('becuase', 'because'), version);
    expect(all(await reviewOf(project)).some((f) => f.id === target.id)).toBe(false);
    expect(dataOf<unknown[]>(await w.call('GET', url))).toHaveLength(1);

    const restored = await w.call('DELETE', `${url}/${target.id}`);
    expect(restored.statusCode).toBe(200);
    expect(all(await reviewOf(project)).some((f) => f.id === target.id)).toBe(true);
    expect((await w.call('DELETE', `${url}/${target.id}`)).statusCode).toBe(404);
  }, 120_000);

  it('refuses a dismissal without a reason or with a made-up id, and another writer’s project', async () => {
    const { project } = await projectWith(CLEAN_DRAFT);
    const url = `/v1/projects/${project.id}/review/dismissals`;
    const noReason = await w.call('POST', url, { findingId: 'style.informal.abc.1', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Say why');
    expect((await w.call('POST', url, { findingId: '../x', reason: 'no' })).statusCode).toBe(400);
    const foreign = await other.call('POST', url, { findingId: 'style.informal.abc.1', reason: 'no' });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes dismissals with their project', async () => {
    const { project } = await projectWith(CLEAN_DRAFT);
    const url = `/v1/projects/${project.id}/review/dismissals`;
    await w.call('POST', url, { findingId: 'style.informal.abc.1', reason: 'Quoted.' });
    expect((await w.call('DELETE', `/v1/projects/${project.id}`)).statusCode).toBeLessThan(300);
    const rows = await t.database.db
      .select()
      .from(reviewDismissals)
      .where(eq(reviewDismissals.projectId, project.id));
    expect(rows).toEqual([]);
  });
});
