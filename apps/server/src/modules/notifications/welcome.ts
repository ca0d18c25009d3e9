import { PROJECTS_PATH } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { notify } from './notify.ts';

/**
 * Greets a new account once: written where the account's user document is, and keyed by the user, so a
 * repeated sign-up hook leaves one welcome.
 */
export async function notifyWelcome(db: Pick<Database, 'insert'>, user: { id: string; name: string }) {
  const firstName = user.name.trim().split(/\s+/)[0];
  await notify(db, {
    userId: user.id,
    type: 'welcome',
    title: firstName ? `Welcome to Penwright, ${firstName}` : 'Welcome to Penwright',
    body: 'Start a project from your assignment brief: Penwright turns it into a checklist and an outline, then reviews your draft before you hand it in.',
    link: `${PROJECTS_PATH}/new`,
    key: `welcome:${user.id}`,
  });
}
