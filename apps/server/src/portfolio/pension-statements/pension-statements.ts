import type { PensionRiskProfileView, PensionStatementView } from '@havn/contract';
import {
  ageProfileEquityPercent,
  apiAccountType,
  dec,
  equitySharePercent,
  estimatedFundCost,
  holdingAssetClass,
  isPensionAccount,
  isRiskLevel,
  PENSION_PAYOUT_AGE,
  pensionStatementFigures,
  roundMoney,
  statementYearInRange,
  suggestedPensionEquityPercent,
  utcDay,
  yearsToPayout,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { accountsOfUser } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { riskProfileOf } from '../../accounts-and-money/customer/customer-settings-repo.ts';
import { accountBalances } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import { ageOfUser, birthDateOfUser } from '../../identity/index.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { heldInstruments, historyPricing } from '../history.ts';
import { keptHistory } from '../kept-history.ts';
import { accountHoldings } from '../positions.ts';
import { statementLedger } from './pension-statements-repo.ts';

/** NOT_A_PENSION_ACCOUNT for a statement or a glide path asked of any other account. */
export function requirePension(account: AccountRow): void {
  if (!isPensionAccount(account.accountType)) {
    throw new AppError(
      'NOT_A_PENSION_ACCOUNT',
      'This is not a pension account: choose one of your pension accounts.',
    );
  }
}

/**
 * A pension account's statement for calendar year `year` (UTC days): the values at the close of the
 * 31 December before and of the year's last day (today's while the year runs), from the kept daily
 * values; the year's money in and out and the fees from the ledger; the funds' ongoing charges on
 * their values at the end. The domain's `pensionStatementFigures` does the arithmetic.
 */
export async function pensionStatement(
  ctx: AppContext,
  account: AccountRow,
  year: number,
): Promise<PensionStatementView> {
  requirePension(account);
  const today = utcDay(ctx.clock.now());
  const thisYear = Number(today.slice(0, 4));
  const openYear = account.createdAt.getUTCFullYear();
  if (!statementYearInRange(year, openYear, thisYear)) {
    throw new AppError(
      'STATEMENT_YEAR_OUT_OF_RANGE',
      `There is no statement for ${year}: choose a year from ${openYear} to ${thisYear}.`,
    );
  }
  const A = account.currency;
  const eve = `${year - 1}-12-31`;
  const yearEnd = `${year}-12-31`;
  const to = yearEnd < today ? yearEnd : today;
  const [history, ledger, birthDate] = await Promise.all([
    keptHistory(ctx, account, eve, to, { trades: false }),
    statementLedger(
      ctx.db,
      account.accid,
      new Date(`${year}-01-01T00:00:00Z`),
      new Date(`${year + 1}-01-01T00:00:00Z`),
    ),
    birthDateOfUser(ctx.db, account.userId),
  ]);
  const zero = roundMoney('0', A);
  const startValue = history.days.find((d) => d.date === eve)?.value ?? zero;
  const endValue = history.days.at(-1)?.value ?? zero;
  const figures = pensionStatementFigures({
    accountType: account.accountType,
    year,
    currency: A,
    startValue,
    endValue,
    flows: ledger.flows,
    days: history.days,
    feesBooked: ledger.fees,
    // Havn's ledger books no tax on a pension account (a Swedish yield tax is declared by the customer).
    taxBooked: null,
    holder: { birthDate },
  });
  return {
    accid: account.accid,
    accountType: apiAccountType(account.accountType),
    accountNumber: account.accountNumber,
    year,
    firstYear: openYear,
    currency: A,
    preliminary: year === thisYear,
    from: year === openYear ? utcDay(account.createdAt) : `${year}-01-01`,
    to,
    ...figures,
    fundCosts: await fundCostsAt(ctx, A, history.close.state.units, to),
  };
}

/** Each fund held in `units` at the close of `day`, its ongoing charge and an estimate of its yearly cost. */
async function fundCostsAt(
  ctx: AppContext,
  currency: string,
  units: Readonly<Record<string, string>>,
  day: string,
): Promise<PensionStatementView['fundCosts']> {
  const held = Object.entries(units).filter(([, u]) => dec(u).greaterThan(0));
  if (held.length === 0) return [];
  const rows = await instrumentsByIds(
    ctx.db,
    held.map(([id]) => Number(id)),
  );
  const funds = rows.filter((r) => r.ongoingCharge !== null);
  if (funds.length === 0) return [];
  const pricing = await historyPricing(
    ctx,
    {
      instruments: await heldInstruments(
        ctx,
        funds.map((f) => String(f.id)),
      ),
    },
    day,
    day,
  );
  return funds
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((fund) => {
      const id = String(fund.id);
      const close = pricing.close(id, day);
      const value =
        close === null
          ? roundMoney('0', currency)
          : roundMoney(
              dec(units[id]!)
                .times(dec(close))
                .times(pricing.fx(fund.currency, currency, day)),
              currency,
            );
      const charge = fund.ongoingCharge!;
      return {
        instrumentId: fund.id,
        name: fund.name,
        ongoingChargePercent: charge,
        value,
        estimatedCost: estimatedFundCost(value, charge, currency),
      };
    });
}

/**
 * The risk profile in the pension context: the customer's risk level, their age by their eID's birth
 * date, and per pension account the years to its payout age, the age profile's equity share there,
 * the suggestion within the risk level, and the equity share its holdings make now.
 */
export async function pensionRiskProfile(ctx: AppContext, user: UserRow): Promise<PensionRiskProfileView> {
  const [accounts, profile, age] = await Promise.all([
    accountsOfUser(ctx.db, user.id),
    riskProfileOf(ctx.db, user.id),
    ageOfUser(ctx.db, user.id, utcDay(ctx.clock.now())),
  ]);
  const level = profile?.riskLevel ?? null;
  const riskLevel = level !== null && isRiskLevel(level) ? level : null;
  const pensions = accounts.filter((a) => isPensionAccount(a.accountType));
  const views = [];
  for (const account of pensions) {
    const payoutAge = PENSION_PAYOUT_AGE[account.accountType]!;
    const years = age === null ? null : yearsToPayout(age, payoutAge);
    const mix = await equityMixOf(ctx, account);
    views.push({
      accid: account.accid,
      accountType: apiAccountType(account.accountType),
      accountNumber: account.accountNumber,
      alias: account.alias,
      currency: account.currency,
      payoutAge,
      yearsToPayout: years,
      ageProfileEquityPercent: years === null ? null : ageProfileEquityPercent(years),
      suggestedEquityPercent: years === null ? null : suggestedPensionEquityPercent(riskLevel, years),
      currentEquityPercent: mix.equityPercent,
      value: mix.value,
    });
  }
  return { riskLevel, age, accounts: views };
}

/** The account's value now and its share in equities, from its holdings at current prices and its cash. */
async function equityMixOf(
  ctx: AppContext,
  account: AccountRow,
): Promise<{ value: string; equityPercent: number | null }> {
  const A = account.currency;
  const balances = await accountBalances(ctx.db, account.accid);
  const holdings = await accountHoldings(ctx, account, balances);
  const facts = new Map(
    (
      await instrumentsByIds(
        ctx.db,
        holdings.map((h) => h.view.instrumentId),
      )
    ).map((r) => [r.id, r]),
  );
  const priced = holdings
    .filter((h) => h.view.marketValueInAccountCurrency !== null)
    .map((h) => {
      const row = facts.get(h.view.instrumentId);
      return {
        value: h.view.marketValueInAccountCurrency!,
        assetClass: holdingAssetClass(row?.type ?? 'STOCK', row?.fundCategory ?? null),
      };
    });
  const cash = balances.get('cash', A).plus(balances.get('cash_reserved', A));
  const value = priced.reduce((sum, h) => sum.plus(dec(h.value)), cash);
  return {
    value: roundMoney(value, A),
    equityPercent: equitySharePercent(priced, roundMoney(cash, A)),
  };
}
