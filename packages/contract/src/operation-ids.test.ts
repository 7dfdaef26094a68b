import { describe, expect, it } from 'vitest';
import { allEndpoints, api, operationIdOf } from './index.ts';

describe('operation ids', () => {
  it('name every endpoint by its place in the api object, each once', () => {
    const ids = allEndpoints().map((endpoint) => operationIdOf(endpoint));
    for (const [i, id] of ids.entries()) {
      expect(id, `${allEndpoints()[i]!.method} ${allEndpoints()[i]!.path}`).toMatch(
        /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/,
      );
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf(api.trading.placeOrder)).toBe('trading.placeOrder');
    expect(operationIdOf(api.community.content.feed)).toBe('community.content.feed');
    expect(operationIdOf(api.platform.apiKeys.create)).toBe('platform.apiKeys.create');
  });

  it('are unique by method and path too: no endpoint is defined twice', () => {
    const calls = allEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
  });

  it('let personal API keys make only the documented reads and order calls, and never move money', () => {
    const keyed = allEndpoints()
      .filter((e) => e.apiKey)
      .map((e) => `${operationIdOf(e)} ${e.apiKey}`)
      .sort();
    expect(keyed).toEqual([
      'accountsAndMoney.listAccounts READ',
      'accountsAndMoney.transactions READ',
      'accountsAndMoney.withdrawals READ',
      'credit.securitiesLending.credit READ',
      'fundTransfers.get READ',
      'fundTransfers.holdings READ',
      'fundTransfers.list READ',
      'fundTransfers.providers READ',
      'marketData.instrument READ',
      'marketData.instrumentSearch READ',
      'marketData.quotes READ',
      'pension.companies READ',
      'pension.insurances READ',
      'pension.move READ',
      'pension.moves READ',
      'portfolio.answerCorporateAction TRADE',
      'portfolio.corporateAction READ',
      'portfolio.corporateActionGroup READ',
      'portfolio.corporateActions READ',
      'portfolio.positions READ',
      'portfolio.withdrawCorporateActionAnswer TRADE',
      'trading.cancelFundOrder TRADE',
      'trading.cancelOrder TRADE',
      'trading.listFundOrders READ',
      'trading.listOrders READ',
      'trading.modifyOrder TRADE',
      'trading.orderByNumber READ',
      'trading.placeFundOrder TRADE',
      'trading.placeFundRebalance TRADE',
      'trading.placeFundSwitch TRADE',
      'trading.placeOrder TRADE',
      'trading.previewFundRebalance READ',
    ]);
  });
});
