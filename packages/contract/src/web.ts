/**
 * The contract as the browser imports it: every type, and at run time only plain values — the
 * endpoints' verbs and paths (`paths.ts`), error codes, limits, event names and topics — never zod or
 * the API's schemas, which the server validates with and a page need not download. The web imports
 * `@havn/contract/web`; dependency-cruiser refuses a run-time import of `@havn/contract` there.
 */

export { ALERT_DIRECTIONS, ALERT_STATES } from '@havn/domain/broker/price-alert';
export { SUBSCRIPTION_KEYS } from './accounts-and-money/customer-settings-values.ts';
export {
  BIO_MAX,
  CREATE_GROUP_FIELDS,
  DISCOVER_GROUPS_PAGE_SIZE,
  DISCOVER_THREADS_DEFAULT,
  GROUP_DESCRIPTION_MAX,
} from './community/community-values.ts';
export { settingDefaults } from './community/setting-defaults.ts';
export type { EndpointRef, EndpointRefs } from './endpoint-ref.ts';
export { ERROR_CODES, ERROR_STATUS, isErrorCode, type ProblemExtensions } from './errors.ts';
export { SIGNED_IN_HINT_COOKIE } from './identity/auth-values.ts';
export type * from './index.ts';
export {
  HISTORY_RANGES,
  INSTRUMENT_LISTS,
  LIST_COUNTRIES,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  MARKET_COUNTRIES,
  MARKET_STATUSES,
} from './market-data/market-values.ts';
export { endpointPath } from './path.ts';
export { api } from './paths.ts';
export {
  CONTENT_EVENT_TYPES,
  contentTopic,
  EVENT_TYPES,
  groupTopic,
  instrumentTopic,
  isContentEvent,
  profileTopic,
  STREAM_CONTROL_EVENTS,
  SUPPORT_INBOX_TOPIC,
  userTopic,
} from './platform/stream.ts';
export { PERFORMANCE_RANGES } from './portfolio/portfolio-values.ts';
export { WATCHLIST_NAME_MAX } from './watchlists-and-alerts/watchlist-values.ts';
