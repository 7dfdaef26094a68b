import type { FundPortfolioGuideView } from '@havn/contract';
import {
  type FundPortfolioGuide,
  firstAccountFor,
  fundPortfolioGuide,
  guideSplit,
  isSupportedCurrency,
  type RiskLevel,
} from '@havn/domain/broker/index';
import { accountsOfUser } from '../../accounts-and-money/accounts/accounts-repo.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { type GuideFundRow, tradableFundsWithFacts } from './fund-portfolio-guide-repo.ts';

/**
 * The currency a guide is for when the caller names none: their first account's (the one the savings
 * form offers first), or before any account, the currency of the account their country opens first.
 */
async function defaultCurrency(ctx: AppContext, user: UserRow): Promise<string> {
  const [first] = await accountsOfUser(ctx.db, user.id);
  return first?.currency ?? firstAccountFor(user.country).currency;
}

/** The guide as the API words it: each chosen fund with its name and facts, in the guide's order. */
export function fundPortfolioGuideView(
  riskLevel: RiskLevel,
  currency: string,
  guide: FundPortfolioGuide | null,
  funds: ReadonlyMap<number, GuideFundRow>,
): FundPortfolioGuideView {
  return {
    riskLevel,
    currency,
    ...guideSplit(riskLevel),
    allocations: (guide?.allocations ?? []).map((a) => {
      const fund = funds.get(a.instrumentId)!;
      return {
        instrumentId: a.instrumentId,
        percent: a.percent,
        name: fund.name,
        type: fund.type,
        currency: fund.currency,
        category: fund.fundCategory,
        riskIndicator: fund.riskIndicator,
        ongoingCharge: fund.ongoingCharge,
      };
    }),
    ongoingCharge: guide?.ongoingCharge ?? null,
  };
}

/**
 * The fund portfolio guide for `riskLevel` in `currency` (else the caller's): the tradable funds with
 * their facts, the domain's choice among them, presented. No mix (no interest fund for a careful
 * level, say) is an empty list, not an error: the page says so.
 */
export async function fundPortfolioGuideFor(
  ctx: AppContext,
  user: UserRow,
  query: { riskLevel: RiskLevel; currency?: string | undefined },
): Promise<FundPortfolioGuideView> {
  const currency = query.currency ?? (await defaultCurrency(ctx, user));
  if (!isSupportedCurrency(currency)) {
    throw new AppError('UNKNOWN_CURRENCY', `Havn keeps no money in ${currency}.`);
  }
  const funds = await tradableFundsWithFacts(ctx.db);
  const guide = fundPortfolioGuide(
    query.riskLevel,
    currency,
    funds.map((f) => ({
      instrumentId: f.id,
      type: f.type,
      currency: f.currency,
      tradable: f.tradable,
      category: f.fundCategory,
      riskIndicator: f.riskIndicator,
      ongoingCharge: f.ongoingCharge,
    })),
  );
  return fundPortfolioGuideView(query.riskLevel, currency, guide, new Map(funds.map((f) => [f.id, f])));
}
