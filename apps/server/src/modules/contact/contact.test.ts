import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

describe('contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/contact', payload });

  it('stores the message and mails the admins', async () => {
    const res = await send({
      name: 'Mary',
      email: 'mary@example.org',
      message: 'Does Penwright support Harvard style?',
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { id: string } }).data.id;
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Mary', email: 'mary@example.org' });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact'));
    expect(mail).toMatchObject({ to: 'root@penwright.test', subject: 'Contact form: Mary' });
  });

  it.each([
    [{ name: '', email: 'a@example.org', message: 'long enough text' }, 'body.name'],
    [{ name: 'A', email: 'nope', message: 'long enough text' }, 'body.email'],
    [{ name: 'A', email: 'a@example.org', message: 'short' }, 'body.message'],
    [{ name: 'A', email: 'a@example.org', message: 'x'.repeat(5001) }, 'body.message'],
  ])('rejects %j naming %s', async (payload, field) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(field);
  });
});
