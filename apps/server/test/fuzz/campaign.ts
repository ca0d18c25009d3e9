import fc from 'fast-check';
import { send, type ApiRequest } from '../api/requests.ts';
import { refreshTokens, revive, stockUp, type World } from '../api/world.ts';
import { render, requestPlan } from './requests.ts';

/** What the API promised: no 5xx, and every 4xx in the error envelope with a code and a message. */
export function problemWith(method: string, status: number, body: string): string | null {
  if (status === 0) return `could not be sent: ${body}`;
  if (status >= 500) return `answered ${status}`;
  if (status < 400 || method === 'HEAD') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const { status: kind, code, message } = (parsed ?? {}) as Record<string, unknown>;
  if (kind !== 'error') return `answered ${status} without status: 'error'`;
  if (typeof code !== 'string' || code === '') return `answered ${status} without a code`;
  if (typeof message !== 'string' || message.trim() === '') return `answered ${status} without a message`;
  return null;
}

export interface Failure {
  operation: string;
  status: number;
  problem: string;
  /** How many requests failed the same way. */
  count: number;
  request: ApiRequest;
  body: string;
}

export interface Report {
  seed: number;
  requests: number;
  durationMs: number;
  byStatus: Map<number, number>;
  /**
   * Requests per operation, how many the API accepted (2xx, sent with the operation's own method), and their
   * statuses (those sent with another method included).
   */
  byOperation: Map<string, { sent: number; accepted: number; statuses: Record<number, number> }>;
  serverErrors: number;
  /** Times the world could not be put back in shape between requests (not a failure of the API). */
  restockFailures: string[];
  /** Requests that broke the promise, grouped by operation, status and problem. */
  failures: Map<string, Failure>;
}

export interface CampaignOptions {
  seed: number;
  requests: number;
  /** Deleted projects are replaced this often, and tokens refreshed five times less often. */
  restockEvery?: number;
  onProgress?: (done: number) => void;
}

/** A saved or restored draft answers its new version; later saves are based on it, as an editor's are. */
function noteVersion(world: World, body: string) {
  try {
    const { data } = JSON.parse(body) as { data?: { id?: unknown; version?: unknown } };
    for (const writer of [world.owner, world.other])
      if (data?.id === writer.owned.postId && typeof data.version === 'number')
        writer.owned.version = data.version;
  } catch {
    // Not JSON (an export): nothing to note.
  }
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length})` : text;

/** Sends `requests` generated requests, one at a time, and reports what came back. */
export async function runCampaign(world: World, options: CampaignOptions): Promise<Report> {
  const { operations, app } = world;
  const restockEvery = options.restockEvery ?? 50;
  const report: Report = {
    seed: options.seed,
    requests: 0,
    durationMs: 0,
    byStatus: new Map(),
    byOperation: new Map(
      operations.map((o) => [`${o.method} ${o.path}`, { sent: 0, accepted: 0, statuses: {} }]),
    ),
    serverErrors: 0,
    restockFailures: [],
    failures: new Map(),
  };
  const started = performance.now();
  const property = fc.asyncProperty(requestPlan(operations), async (plan) => {
    if (report.requests > 0 && report.requests % restockEvery === 0) {
      try {
        await revive(world);
        if (report.requests % (restockEvery * 5) === 0) await refreshTokens(world);
        await stockUp(app, operations, world.owner);
        await stockUp(app, operations, world.other);
      } catch (err) {
        // The run has left a writer unable to hold a project (a plan changed, say); requests go on regardless.
        report.restockFailures.push(String(err));
      }
      options.onProgress?.(report.requests);
    }
    const request = render(plan, operations, world);
    const operation = operations[plan.operation]!;
    const name = `${operation.method} ${operation.path}`;
    let res: { statusCode: number; body: string };
    try {
      res = await send(app, request);
    } catch (err) {
      // Nothing reached the server (light-my-request refused the request); kept apart from the API's answers.
      res = { statusCode: 0, body: String(err) };
    }
    report.requests += 1;
    if (res.statusCode === 200 && request.url.includes('/posts/')) noteVersion(world, res.body);
    report.byStatus.set(res.statusCode, (report.byStatus.get(res.statusCode) ?? 0) + 1);
    const tally = report.byOperation.get(name)!;
    tally.sent += 1;
    tally.statuses[res.statusCode] = (tally.statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode < 300 && request.method === operation.method) tally.accepted += 1;
    if (res.statusCode >= 500) report.serverErrors += 1;
    const problem = problemWith(request.method, res.statusCode, res.body);
    if (problem) {
      const key = `${name} ${res.statusCode} ${problem}`;
      const seen = report.failures.get(key);
      if (seen) seen.count += 1;
      else {
        const payload = typeof request.payload === 'string' ? clip(request.payload) : request.payload;
        report.failures.set(key, {
          operation: name,
          status: res.statusCode,
          problem,
          count: 1,
          request: { ...request, url: clip(request.url), ...(payload !== undefined && { payload }) },
          body: clip(res.body),
        });
      }
    }
    return true;
  });
  await fc.assert(property, { seed: options.seed, numRuns: options.requests });
  report.durationMs = performance.now() - started;
  return report;
}

export function formatReport(report: Report, verbose = false): string {
  const seconds = report.durationMs / 1000;
  const statuses = [...report.byStatus.entries()].sort(([a], [b]) => a - b);
  const operations = [...report.byOperation.entries()];
  const reached = operations.filter(([, t]) => t.accepted > 0).length;
  const lines = [
    `seed ${report.seed}: ${report.requests} requests in ${seconds.toFixed(1)} s (${Math.round(report.requests / seconds)}/s)`,
    `operations: ${operations.length} fuzzed, ${reached} of them also answered 2xx to some request`,
    `statuses: ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`,
    `5xx: ${report.serverErrors}; broken promises: ${[...report.failures.values()].reduce((n, f) => n + f.count, 0)}`,
  ];
  for (const f of report.failures.values()) {
    lines.push(`  ${f.operation} ${f.problem} (${f.count}×)`);
    lines.push(`    ${JSON.stringify(f.request)}`.slice(0, 800));
    lines.push(`    → ${f.body}`);
  }
  if (verbose)
    for (const [name, t] of operations)
      lines.push(
        `  ${name}: ${Object.entries(t.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      );
  if (report.restockFailures.length > 0)
    lines.push(`world not restocked ${report.restockFailures.length}×, first: ${report.restockFailures[0]}`);
  const never = operations.filter(([, t]) => t.accepted === 0).map(([name]) => name);
  if (never.length > 0) lines.push(`never answered 2xx: ${never.join('; ')}`);
  return lines.join('\n');
}
