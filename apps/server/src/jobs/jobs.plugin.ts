import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Payments } from '../adapters/payments/index.ts';
import { deadlineReminders } from '../modules/notifications/deadline-reminders.ts';
import { settleLocalPeriods } from '../modules/payments/local-billing.service.ts';
import { createJobRunner, type Job, type JobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-work runner; `app.jobs.runDue()` runs one sweep now (tests, operators). */
    jobs: JobRunner;
  }
}

/** Every piece of scheduled work the server does. */
export function scheduledWork(payments: Payments): readonly Job[] {
  return [
    {
      name: 'deadline-reminders',
      run: ({ db, now }) => deadlineReminders(db, now),
    },
    {
      // Test-mode subscriptions renew, or move to Starter once cancelled, when their period ends.
      name: 'billing-periods',
      run: ({ db, log, now }) => settleLocalPeriods({ db, payments, log }, now),
    },
  ];
}

/**
 * Starts the runner once the app is ready and stops it before the app closes: `preClose` comes before the
 * `onClose` hook that closes the database, so a sweep in progress finishes on an open connection.
 */
async function jobsPlugin(app: FastifyInstance) {
  const runner = createJobRunner({
    db: app.db,
    log: app.log.child({ module: 'jobs' }),
    jobs: scheduledWork(app.payments),
    intervalMs: app.config.jobsIntervalMs,
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
