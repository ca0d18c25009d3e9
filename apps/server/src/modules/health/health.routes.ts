import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { grammarEngineState } from '../../workers/warm-up.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime: z.number(),
  /** The grammar engine on the worker threads: `warming` for some seconds after start-up, then `ready`. */
  grammar: z.enum(['cold', 'warming', 'ready', 'failed']),
});

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and whether the grammar engine has loaded',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const database = await app.db.execute(sql`select 1`).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      return reply.code(database === 'up' ? 200 : 503).send({
        status: database === 'up' ? 'ok' : 'degraded',
        database,
        uptime: Math.round(process.uptime()),
        grammar: grammarEngineState(),
      });
    },
  );
}
