import type {
  FundOrderView,
  FundRebalanceBody,
  FundRebalancePreviewView,
  FundRebalanceTradeView,
  FundRebalanceView,
  FundSwitchView,
} from '@havn/contract';
import {
  checkRebalanceTargets,
  dec,
  formatFundUnits,
  fundOrderTiming,
  isFund,
  planRebalance,
  type RebalanceHolding,
  type RebalancePlan,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import { accountBalances, lockAccount } from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { liveFxRate } from '../../market-data/fx.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { registerFundOrder } from '../fund-orders/fund-order-flow.ts';
import { fundById, fundOrderView } from '../fund-orders/fund-orders.ts';
import { fundOrdersOfAccount } from '../fund-orders/fund-orders-repo.ts';
import { requireBuyable } from '../order-service.ts';
import { type InstrumentRow, instrumentById } from '../orders-repo.ts';

/** The fund orders that still hold cash or units back: the mix is not known until they are priced. */
const OPEN_FUND_ORDER_STATES = new Set(['REGISTERED', 'SENT']);

interface RebalanceState {
  plan: RebalancePlan;
  funds: Map<number, InstrumentRow>;
  cash: string;
}

/**
 * The rebalance of `account` to `body.targets` as the holdings stand now, read with `db` (the
 * placing transaction, under the account's lock, or the pool for a preview). Every target is a fund
 * (NOT_A_FUND); one with a share of the mix is one the account may buy
 * (INSTRUMENT_NOT_ALLOWED_IN_ACCOUNT, NOT_APPROPRIATE). While a fund order of the account is open
 * the holdings are about to change: FUND_ORDERS_OPEN. Each fund held is valued at its last NAV in the
 * account's currency (live FX); a fund without one cannot be weighed: NAV_UNAVAILABLE.
 */
async function rebalanceState(
  ctx: AppContext,
  db: Db,
  account: AccountRow,
  body: FundRebalanceBody,
): Promise<RebalanceState> {
  const problem = checkRebalanceTargets(body.targets);
  if (problem) throw new AppError(problem.code, problem.detail);
  const funds = new Map<number, InstrumentRow>();
  for (const target of body.targets) {
    const fund = await fundById(db, target.instrumentId);
    if (target.percent > 0) await requireBuyable(ctx, account, fund);
    funds.set(fund.id, fund);
  }
  const open = (await fundOrdersOfAccount(db, account.accid)).filter((o) =>
    OPEN_FUND_ORDER_STATES.has(o.state),
  );
  if (open.length > 0) {
    throw new AppError(
      'FUND_ORDERS_OPEN',
      'The account has fund orders waiting to be priced: rebalance once they are, or cancel them first.',
    );
  }

  const balances = await accountBalances(db, account.accid);
  const heldIds = balances
    .assets('position')
    .filter((asset) =>
      balances.get('position', asset).plus(balances.get('position_reserved', asset)).greaterThan(0),
    )
    .map(Number);
  for (const id of heldIds) {
    if (funds.has(id)) continue;
    const instrument = await instrumentById(db, id);
    if (instrument && isFund(instrument.type)) funds.set(id, instrument);
  }
  const held = heldIds.filter((id) => funds.has(id));
  const quotes = await ctx.marketData.quotes(held);
  const holdings: RebalanceHolding[] = [];
  for (const id of held) {
    const fund = funds.get(id)!;
    const nav = quotes.get(id)?.last;
    if (nav === undefined || nav === null) {
      throw new AppError(
        'NAV_UNAVAILABLE',
        `${fund.name} has no price to value it at just now; try again later.`,
      );
    }
    const rate = await liveFxRate(ctx.marketData, fund.currency, account.currency);
    const free = balances.get('position', id);
    holdings.push({
      instrumentId: id,
      units: free.plus(balances.get('position_reserved', id)).toFixed(),
      freeUnits: free.toFixed(),
      unitValue: dec(nav).times(rate).toDecimalPlaces(8).toFixed(),
    });
  }
  const cash = roundMoney(balances.get('cash', account.currency), account.currency);
  const plan = planRebalance({
    holdings,
    targets: body.targets,
    currency: account.currency,
    cash: body.useCash === true && dec(cash).isPositive() ? cash : undefined,
  });
  return { plan, funds, cash };
}

/** When each trade is placed and priced: a switch's purchase once its sale's NAV is known. */
function tradeViews(state: RebalanceState, now: Date): FundRebalanceTradeView[] {
  return state.plan.trades.map((trade) => {
    if (trade.kind === 'BUY') {
      const timing = fundOrderTiming(state.funds.get(trade.instrumentId)!, now);
      return {
        kind: 'BUY',
        fromInstrumentId: null,
        toInstrumentId: trade.instrumentId,
        units: null,
        amount: trade.amount,
        cutOff: timing.cutOff.toISOString(),
        estimatedTradeDate: timing.tradeDate,
        purchaseTradeDate: timing.tradeDate,
      };
    }
    const sale = fundOrderTiming(state.funds.get(trade.fromInstrumentId)!, now);
    const purchase = fundOrderTiming(state.funds.get(trade.toInstrumentId)!, sale.navKnownAt);
    return {
      kind: 'SWITCH',
      fromInstrumentId: trade.fromInstrumentId,
      toInstrumentId: trade.toInstrumentId,
      units: formatFundUnits(trade.units),
      amount: trade.amount,
      cutOff: sale.cutOff.toISOString(),
      estimatedTradeDate: sale.tradeDate,
      purchaseTradeDate: purchase.tradeDate,
    };
  });
}

/** What rebalancing would do now: the mix against the target, and the trades. Places nothing. */
export async function previewFundRebalance(
  ctx: AppContext,
  account: AccountRow,
  body: FundRebalanceBody,
): Promise<FundRebalancePreviewView> {
  const state = await rebalanceState(ctx, ctx.db, account, body);
  const { plan } = state;
  return {
    accid: account.accid,
    currency: account.currency,
    fundsValue: plan.fundsValue,
    cash: state.cash,
    cashUsed: plan.cashUsed,
    minimum: roundMoney(plan.minimum, account.currency),
    rows: plan.rows.map((row) => ({
      ...row,
      name: state.funds.get(row.instrumentId)?.name ?? String(row.instrumentId),
      units: formatFundUnits(row.units),
    })),
    trades: tradeViews(state, ctx.clock.now()),
  };
}

/**
 * Places the rebalance in `tx` (the transaction that claims the customer's Idempotency-Key): the
 * trades worked out again under the account's lock from the holdings now, never taken from the
 * client; each switch's sale and each purchase registered as fund orders are (held back, queued for
 * the cut-off). One refusal undoes them all. Each trade's request key is the customer's key and its
 * place in the plan, so a key used again finds what it made and places nothing twice.
 */
export async function placeFundRebalance(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  account: AccountRow,
  input: FundRebalanceBody & { idempotencyKey: string },
): Promise<FundRebalanceView> {
  await lockAccount(tx, account.accid);
  const state = await rebalanceState(ctx, tx, account, input);
  if (state.plan.trades.length === 0) {
    throw new AppError(
      'NOTHING_TO_REBALANCE',
      `The funds are within ${state.plan.minimum} ${account.currency} of the target mix: there is nothing to trade.`,
    );
  }
  const switches: FundSwitchView[] = [];
  const orders: FundOrderView[] = [];
  for (const [index, trade] of state.plan.trades.entries()) {
    const requestKey = `${user.id}:${input.idempotencyKey}:rebalance:${index}`;
    if (trade.kind === 'BUY') {
      const row = await registerFundOrder(ctx, tx, account, state.funds.get(trade.instrumentId)!, {
        side: 'BUY',
        amount: trade.amount,
        requestKey,
      });
      orders.push(fundOrderView(row));
      continue;
    }
    const sell = await registerFundOrder(ctx, tx, account, state.funds.get(trade.fromInstrumentId)!, {
      side: 'SELL',
      units: trade.units,
      requestKey,
      switchTo: trade.toInstrumentId,
    });
    switches.push({
      id: sell.switchId ?? sell.id,
      state: sell.state,
      fromInstrumentId: trade.fromInstrumentId,
      toInstrumentId: trade.toInstrumentId,
      sell: fundOrderView(sell),
    });
  }
  return { switches, orders };
}
