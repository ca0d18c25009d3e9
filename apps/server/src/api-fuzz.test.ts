import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createWorld, type World } from '../test/api/world.ts';
import { formatReport, runCampaign } from '../test/fuzz/campaign.ts';

/*
 * Requests generated from the OpenAPI document (`npm run fuzz` sends 10,000 and more): no answer may be a
 * 5xx, and every 4xx carries the error envelope with a code and a message.
 */
describe('the API under generated requests', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.app);
  });
  afterAll(() => t.close());

  it('never answers 5xx, and answers every 4xx in the error envelope', async () => {
    const report = await runCampaign(world, {
      seed: 20_260_101,
      requests: Number(process.env.FUZZ_REQUESTS ?? 1_000),
    });
    console.log(formatReport(report));
    expect(report.requests).toBeGreaterThan(0);
    expect([...report.failures.values()]).toEqual([]);
  }, 120_000);
});
