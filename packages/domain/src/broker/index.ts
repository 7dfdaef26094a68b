/** The brokerage's rules: decimal arithmetic only, no I/O. Import as `@havn/domain/broker/index`. */
export * from './account-overview.ts';
export * from './account-type.ts';
export * from './author-position.ts';
export * from './currency.ts';
export * from './decimal.ts';
export * from './deposit.ts';
export * from './fees.ts';
export * from './fx.ts';
export * from './market-lists.ts';
export * from './order-lists.ts';
export * from './order-rules.ts';
export * from './portfolio-history.ts';
export * from './position.ts';
export * from './price.ts';
export * from './price-alert.ts';
export * from './region-allocation.ts';
export * from './trade-percentage.ts';
