import {
  ACCOUNT_TERMS_VERSION,
  ACCOUNT_TYPE_RULES,
  accountTypesFor,
  isPensionAccount,
} from '@havn/domain/broker/index';
import { inArray } from 'drizzle-orm';
import { openAccount } from '../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/users.ts';

/**
 * Every demo customer holds all the investment account types of their country: the one registration
 * opened and the others beside it (Astrid an ISK, an AF and a KF; Mette an aktiesparekonto and an
 * aktiedepot…); a pension account is theirs to open (or to move a pension into),
 * their terms accepted at the seed's time. Their demo trades are shares and ETFs, which need no
 * knowledge test, so none is passed for them: trying a leveraged product shows the test.
 */
export async function seedDemoAccounts(ctx: AppContext, usernames: readonly string[]): Promise<void> {
  const now = ctx.clock.now();
  const owners = await ctx.db
    .select({ id: users.id, country: users.country })
    .from(users)
    .where(inArray(users.username, [...usernames]));
  for (const owner of owners) {
    for (const accountType of accountTypesFor(owner.country)
      .slice(1)
      .filter((t) => !isPensionAccount(t))) {
      await openAccount(ctx.db, {
        userId: owner.id,
        accountType,
        currency: ACCOUNT_TYPE_RULES[accountType].currency,
        now,
        terms: { termsVersion: ACCOUNT_TERMS_VERSION, acceptedAt: now },
      });
    }
  }
}
