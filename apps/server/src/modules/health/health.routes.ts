import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { workerPoolHealth } from '../../workers/pool.ts';
import { grammarEngineState } from '../../workers/warm-up.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime: z.number(),
  /** The grammar engine on the worker threads: `warming` for some seconds after start-up, then `ready`. */
  grammar: z.enum(['cold', 'warming', 'ready', 'failed']),
  /**
   * The worker threads that read files, export, sanitize and check: `stalled` when every thread has been stuck
   * on a task for 20 s, `down` when threads keep failing to start. Either makes the server `degraded`.
   */
  workers: z.object({
    status: z.enum(['up', 'stalled', 'down']),
    threads: z.number().int(),
    pending: z.number().int(),
    failures: z.number().int(),
  }),
});

/**
 * How long one answer of the database is reused. Load balancers and monitors ask often, and under load the
 * probe would cost a round trip per request; concurrent probes share the one in flight as well.
 */
export const DATABASE_PROBE_MS = 1_000;

function databaseProbe(app: FastifyInstance) {
  let last: { at: number; answer: Promise<'up' | 'down'> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= DATABASE_PROBE_MS) {
      const answer = app.db.execute(sql`select 1`).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      last = { at: now, answer };
    }
    return last.answer;
  };
}

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const probeDatabase = databaseProbe(app);
  app.get(
    '/v1/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          'Liveness, database reachability, the worker threads and whether the grammar engine has loaded',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const database = await probeDatabase();
      const workers = workerPoolHealth();
      const ok = database === 'up' && workers.status === 'up';
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database,
        uptime: Math.round(process.uptime()),
        grammar: grammarEngineState(),
        workers,
      });
    },
  );
}
