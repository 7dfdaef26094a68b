import type { Account, AccountTypeView } from '@havn/contract';
import {
  ACCOUNT_TERMS_VERSION,
  ACCOUNT_TYPE_RULES,
  type ApiAccountType,
  accountTypeOf,
  accountTypesFor,
  apiAccountType,
  capFor,
  checkAccountOpening,
  PENSION_PAYOUT_AGE,
} from '@havn/domain/broker/index';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { DEFAULT_SUBSCRIPTIONS } from '../customer/customer-settings.ts';
import { upsertPreferences } from '../customer/customer-settings-repo.ts';
import { accountOfUser, accountsOfUser, openAccount, setAccountAlias } from './accounts-repo.ts';
import { myAccounts } from './my-accounts.ts';

/** The account types a customer's country offers, with their rules and whether they hold a one-per-person one. */
export async function accountTypesOffered(ctx: AppContext, user: UserRow): Promise<AccountTypeView[]> {
  const held = (await accountsOfUser(ctx.db, user.id)).map((a) => a.accountType);
  const year = ctx.clock.now().getUTCFullYear();
  return accountTypesFor(user.country).map((accountType) => {
    const rule = ACCOUNT_TYPE_RULES[accountType];
    return {
      accountType: apiAccountType(accountType),
      country: user.country.toUpperCase(),
      currency: rule.currency,
      onePerPerson: rule.onePerPerson,
      ...(rule.depositCap
        ? {
            depositCap: {
              amount: capFor(rule.depositCap, year),
              currency: rule.currency,
              period:
                rule.depositCap.kind === 'LIFETIME_NET_DEPOSITS' ? ('LIFETIME' as const) : ('YEAR' as const),
              kind: rule.depositCap.kind,
            },
          }
        : {}),
      paidInBy: rule.paidInBy,
      ...(PENSION_PAYOUT_AGE[accountType] === undefined
        ? {}
        : { payoutAge: PENSION_PAYOUT_AGE[accountType] }),
      eligibleInstrumentTypes: [...rule.eligibleInstrumentTypes],
      eligibleCountries: rule.eligibleCountries ? [...rule.eligibleCountries] : null,
      taxTreatment: rule.taxTreatment,
      termsVersion: ACCOUNT_TERMS_VERSION,
      alreadyHeld: rule.onePerPerson && held.includes(accountType),
    };
  });
}

export interface TermsAcceptance {
  termsVersion: string;
  acceptedAt: Date;
}

/**
 * The customer's acceptance of an account's terms: the version shown, accepted and signed with a
 * fresh eID confirmation (the step-up identity gives through `ctx.ports.eidStepUp`, 403
 * STEP_UP_REQUIRED without one), recorded with the time.
 */
export async function confirmTerms(
  ctx: AppContext,
  request: FastifyRequest,
  input: { acceptTerms: boolean; termsVersion: string },
): Promise<TermsAcceptance> {
  if (!input.acceptTerms || input.termsVersion !== ACCOUNT_TERMS_VERSION) {
    throw new AppError('TERMS_NOT_ACCEPTED', 'Accept the current terms of the account.');
  }
  await ctx.ports.eidStepUp.requireFresh(ctx, request);
  return { termsVersion: input.termsVersion, acceptedAt: ctx.clock.now() };
}

/**
 * Opens another account: a type the customer's country offers, a one-per-person type only once (the
 * database's partial unique index settles a race), the terms accepted with eID. The refusals that no
 * signature changes come first, so nobody signs for an account they cannot have.
 */
export async function openAnotherAccount(
  ctx: AppContext,
  user: UserRow,
  input: {
    accountType: ApiAccountType;
    alias?: string | undefined;
    termsVersion: string;
    acceptTerms: boolean;
  },
  request: FastifyRequest,
): Promise<Account> {
  // The API's DEPOT is the customer's country's ordinary account (api.md's codes).
  const accountType = accountTypeOf(input.accountType, user.country);
  const held = (await accountsOfUser(ctx.db, user.id)).map((a) => a.accountType);
  const refusal = checkAccountOpening(accountType, user.country, held);
  if (refusal === 'NOT_OFFERED')
    throw new AppError('NOT_OFFERED', 'This account type is not offered in your country.');
  if (refusal === 'ONE_PER_PERSON')
    throw new AppError('ONE_PER_PERSON', 'You may hold only one account of this type.');
  const terms = await confirmTerms(ctx, request, input);
  let accid: string;
  try {
    const row = await openAccount(ctx.db, {
      userId: user.id,
      accountType,
      currency: ACCOUNT_TYPE_RULES[accountType].currency,
      alias: input.alias ?? null,
      now: terms.acceptedAt,
      terms,
    });
    accid = row.accid;
  } catch (error) {
    if (isUniqueViolation(error, 'accounts_one_per_person_key')) {
      throw new AppError('ONE_PER_PERSON', 'You may hold only one account of this type.');
    }
    throw error;
  }
  return (await myAccounts(ctx, user.id)).find((a) => a.accid === accid)!;
}

/** Renames an account or makes it the default one. */
export async function updateAccount(
  ctx: AppContext,
  user: UserRow,
  accid: string,
  input: { alias?: string | null | undefined; isDefault?: true | undefined },
): Promise<Account> {
  const row = await accountOfUser(ctx.db, user.id, accid);
  if (!row) throw new AppError('NOT_FOUND', 'No such account.');
  if (input.alias !== undefined) await setAccountAlias(ctx.db, accid, input.alias?.trim() || null);
  if (input.isDefault) {
    await upsertPreferences(
      ctx.db,
      user.id,
      { defaultAccid: accid },
      { subscriptions: DEFAULT_SUBSCRIPTIONS },
      ctx.clock.now(),
    );
  }
  return (await myAccounts(ctx, user.id)).find((a) => a.accid === accid)!;
}
