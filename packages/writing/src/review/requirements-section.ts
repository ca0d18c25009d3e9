import type { Requirement } from '@penwright/shared';
import {
  BANNED,
  evaluateRequirements,
  type DraftForEvaluation,
} from '../requirements/evaluate-requirements.ts';
import { findingIn, verdictOf, type DraftFinding, type DraftSection } from './finding.ts';

/*
 * The checklist from step 2 against the draft. A line a rule decides (length, style, sources, sections, key
 * terms, checkable bans) that is unmet blocks handing in; a question only partly addressed, a line the writer
 * has not ticked and a passed deadline are warnings, since no rule can settle them.
 */
const DECIDED_BY_RULE = new Set<Requirement['kind']>([
  'word_count',
  'citation_style',
  'section',
  'key_term',
  'source',
  'prohibition',
]);

/** Where a ban is broken: its first use outside quotations, so the finding can lead there. */
function firstBreach(prose: string, req: Requirement): { start: number; end: number } | null {
  const rule = BANNED[String(req.target ?? '')];
  if (!rule) return null;
  const own = prose.replace(/[“"][^”"]*[”"]/g, (q) => ' '.repeat(q.length));
  const pattern = new RegExp(rule.pattern.source, rule.pattern.flags.replace('g', ''));
  const m = pattern.exec(own);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

export function requirementsSection(
  prose: string,
  requirements: readonly Requirement[],
  draft: DraftForEvaluation,
  now?: Date,
): DraftSection {
  const results = evaluateRequirements(requirements, draft, now ? { now } : {});
  const findings: DraftFinding[] = [];
  results.forEach((result, i) => {
    const req = requirements[i];
    if (!req || result.state === 'met') return;
    // A length outside the accepted window blocks however far off it is.
    const off = result.state === 'unmet' || req.kind === 'word_count';
    const blocks =
      off &&
      DECIDED_BY_RULE.has(req.kind) &&
      (req.kind !== 'prohibition' || BANNED[String(req.target ?? '')] !== undefined) &&
      (req.kind !== 'source' || typeof req.target === 'number');
    const place = req.kind === 'prohibition' ? firstBreach(prose, req) : null;
    findings.push(
      findingIn(prose, {
        type: req.kind,
        severity: blocks ? 'error' : 'warning',
        message: `${req.label}: ${result.detail}`,
        ...(place ?? {}),
      }),
    );
  });
  const met = results.filter((r) => r.state === 'met').length;
  return {
    verdict: verdictOf(findings),
    ...(results.length > 0 ? { score: Math.round((met / results.length) * 100) } : {}),
    summary:
      results.length > 0
        ? `${met} of ${results.length} requirements met.`
        : 'The project has no checklist; analyse the brief in step 2 to get one.',
    findings,
    figures: { met, total: results.length },
  };
}
