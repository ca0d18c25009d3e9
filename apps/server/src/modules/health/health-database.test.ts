import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DATABASE_PROBE_MS } from './health.routes.ts';

describe('health: the database probe', () => {
  it('reports a lost database as degraded within the probe interval', async () => {
    const t = await createTestApp();
    try {
      const health = async () => {
        const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
        return { code: res.statusCode, database: res.json<{ database: string }>().database };
      };
      expect(await health()).toEqual({ code: 200, database: 'up' });
      await t.database.close();
      const lostAt = Date.now();
      let answer = await health();
      while (answer.database === 'up' && Date.now() - lostAt < 10 * DATABASE_PROBE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await health();
      }
      expect(answer).toEqual({ code: 503, database: 'down' });
      expect(Date.now() - lostAt).toBeLessThan(DATABASE_PROBE_MS + 2_000);
    } finally {
      await t.app.close();
    }
  });
});
