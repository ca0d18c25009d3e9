import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedUp } from '../../../test/identity.ts';
import { users } from '../../db/schema/index.ts';

/*
 * On the embedded database the current user's document is kept between writes (users.service.ts). Whatever
 * writes, through whichever path, the next read must see it.
 */
describe('the current user after writes by any path', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, { name: 'Rosa Parks' });
  });
  afterAll(() => t.close());
  const name = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(user.token) })).json() as {
        data: { name: string };
      }
    ).data.name;

  it('sees a write made outside the users service at once', async () => {
    expect(await name()).toBe('Rosa Parks');
    await t.app.db.update(users).set({ name: 'Rosa L. Parks' }).where(eq(users.id, user.id));
    expect(await name()).toBe('Rosa L. Parks');
  });

  it('sees a write made inside a transaction at once', async () => {
    expect(await name()).toBe('Rosa L. Parks');
    await t.app.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'R. Parks' }).where(eq(users.id, user.id));
    });
    expect(await name()).toBe('R. Parks');
  });
});
