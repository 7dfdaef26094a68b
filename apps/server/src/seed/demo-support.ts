import type { AppContext } from '../context.ts';
import { insertUser, userByUsername } from '../identity/users-repo.ts';
import { hashPassword } from '../platform/password.ts';
import { startThread } from '../site/support/support-service.ts';
import { DEMO_PASSWORD } from './demo-seed.ts';

/** The demo's member of the support staff (the README's demo logins list it). */
export const DEMO_SUPPORT_USER = { username: 'support', name: 'Siri Support', country: 'se' } as const;

/**
 * The support login, and one question from Ola waiting in the back office, so the inbox has something
 * to answer from the first start. Runs once: a restart finds the user and leaves everything alone.
 */
export async function seedDemoSupport(ctx: AppContext): Promise<void> {
  if (await userByUsername(ctx.db, DEMO_SUPPORT_USER.username)) return;
  await insertUser(ctx.db, {
    ...DEMO_SUPPORT_USER,
    passwordHash: await hashPassword(DEMO_PASSWORD, ctx.config.scryptLogN),
    role: 'support',
    createdAt: ctx.clock.now(),
  });
  const ola = await userByUsername(ctx.db, 'ola');
  if (!ola) return;
  await startThread(ctx, ola, 'seed', {
    category: 'PAYMENTS',
    subject: 'When does my deposit arrive?',
    message: 'I sent NOK 5 000 from my bank this morning. When will it show on my ASK account?',
  });
  ctx.log.info('seeded the demo support user');
}
