import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { findUserDocument } from './users.service.ts';

/**
 * Makes `photo` (already re-encoded, see photo.ts) the user's picture, or removes the picture when it is null.
 * The old file goes only after the document points at the new one, so a failure never leaves a broken link.
 */
export async function replaceProfilePhoto(
  db: Database,
  storage: FileStorage,
  userId: string,
  photo: Buffer | null,
): Promise<void> {
  const previous = (await findUserDocument(db, userId)).photoUrl;
  const url = photo ? await storage.put(`avatars/${userId}/${newId()}.jpg`, photo, 'image/jpeg') : '';
  await db.update(users).set({ photoUrl: url, updatedAt: new Date() }).where(eq(users.id, userId));
  if (previous) await storage.remove(previous);
}
