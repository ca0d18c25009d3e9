import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin/admin.routes.ts';
import citationsRoutes from './citations/citations.routes.ts';
import contactRoutes from './contact/contact.routes.ts';
import grammarSettingsRoutes from './grammar/grammar-settings.routes.ts';
import grammarRoutes from './grammar/grammar.routes.ts';
import healthRoutes from './health/health.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import photoRoutes from './users/photo.routes.ts';
import paymentsRoutes from './payments/payments.routes.ts';
import analyseRoutes from './projects/analyse.routes.ts';
import exportRoutes from './projects/export.routes.ts';
import postsRoutes from './projects/posts.routes.ts';
import projectsRoutes from './projects/projects.routes.ts';
import reviewRoutes from './review/review.routes.ts';
import referencesRoutes from './references/references.routes.ts';
import rolesRoutes from './roles/roles.routes.ts';
import usersRoutes from './users/users.routes.ts';
import { workerPool } from '../workers/pool.ts';

/** Each domain is one encapsulated plugin. */
export async function registerModules(app: FastifyInstance) {
  // CPU-heavy work runs on worker threads; closing the app closes the pool.
  await app.register(workerPool);
  await app.register(healthRoutes);
  await app.register(paymentsRoutes);
  await app.register(usersRoutes);
  await app.register(photoRoutes);
  await app.register(rolesRoutes);
  await app.register(notificationsRoutes);
  await app.register(adminRoutes);
  await app.register(contactRoutes);
  await app.register(projectsRoutes);
  await app.register(postsRoutes);
  await app.register(analyseRoutes);
  await app.register(exportRoutes);
  await app.register(reviewRoutes);
  await app.register(grammarRoutes);
  await app.register(grammarSettingsRoutes);
  await app.register(citationsRoutes);
  await app.register(referencesRoutes);
}
