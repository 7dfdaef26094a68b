import { ALERT_DIRECTIONS, ALERT_STATES, MESSAGE_KINDS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { moneyStringSchema } from '../accounts-and-money/accounts.ts';
import { endpoint } from '../endpoint.ts';
import { int4Id, int4IdParam, isVisibleText, safeText, VISIBLE_NAME } from '../input.ts';
import { WATCHLIST_NAME_MAX } from './watchlist-values.ts';

/**
 * Watchlists, price alerts and messages (issue 6, item 7): designed by the server in api.md's
 * conventions. Prices are decimal strings in the instrument's currency.
 */
const WATCHLISTS = '/api/watchlists/v1';
const ALERTS = '/api/alerts/v1';
const isoTime = z.string().describe('ISO 8601, UTC');

/** The alert lists are the domain's (the database's columns read them too); exported here as ever. */
export { ALERT_DIRECTIONS, ALERT_STATES };

export const listIdParams = z.object({ listId: z.uuid() });
export const listInstrumentParams = z.object({
  listId: z.uuid(),
  instrumentId: int4IdParam,
});
export const alertIdParams = z.object({ alertId: z.uuid() });

const watchlistName = safeText({ max: WATCHLIST_NAME_MAX * 4 })
  .trim()
  .pipe(z.string().min(1).max(WATCHLIST_NAME_MAX).refine(isVisibleText, VISIBLE_NAME));
/** A positive price: at most 12 digits and 6 decimals. */
const alertPrice = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/)
  .describe('decimal string, at most 6 decimals');

export const watchlistInstrumentSchema = z.object({
  instrumentId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  isin: z.string(),
  currency: z.string().length(3),
  addedAt: isoTime,
});

export const watchlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether anyone with the link may read it (GET shared/:listId). */
  shared: z.boolean(),
  instruments: z.array(watchlistInstrumentSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type WatchlistView = z.infer<typeof watchlistSchema>;

export const sharedWatchlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  instruments: z.array(
    watchlistInstrumentSchema.omit({ addedAt: true }).extend({
      last: moneyStringSchema.nullable(),
      changePercent: moneyStringSchema.nullable(),
    }),
  ),
});
export type SharedWatchlistView = z.infer<typeof sharedWatchlistSchema>;

export const priceAlertSchema = z.object({
  id: z.string(),
  instrumentId: z.number().int(),
  direction: z.enum(ALERT_DIRECTIONS),
  price: moneyStringSchema,
  currency: z.string().length(3),
  state: z.enum(ALERT_STATES),
  createdAt: isoTime,
  triggeredAt: isoTime.nullable(),
});
export type PriceAlertView = z.infer<typeof priceAlertSchema>;

export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** Small facts the web words in the reader's language (alert id, instrument, direction, price, last). */
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: isoTime,
});
export type MessageView = z.infer<typeof messageSchema>;

const tags = ['watchlists'] as const;

export const watchlistsApi = {
  listMine: endpoint({
    method: 'GET',
    path: WATCHLISTS,
    summary: 'My watchlists',
    tags,
    auth: 'session',
    success: { status: 200, body: z.object({ watchlists: z.array(watchlistSchema) }) },
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: WATCHLISTS,
    summary: 'Create a watchlist',
    tags,
    auth: 'session',
    body: z.strictObject({ name: watchlistName }),
    success: { status: 201, body: watchlistSchema },
    errors: ['RATE_LIMITED'],
  }),
  rename: endpoint({
    method: 'PUT',
    path: `${WATCHLISTS}/:listId`,
    summary: 'Rename a watchlist',
    tags,
    auth: 'session',
    params: listIdParams,
    body: z.strictObject({ name: watchlistName }),
    success: { status: 200, body: watchlistSchema },
    errors: ['NOT_FOUND'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${WATCHLISTS}/:listId`,
    summary: 'Delete a watchlist',
    tags,
    auth: 'session',
    params: listIdParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
  addInstrument: endpoint({
    method: 'POST',
    path: `${WATCHLISTS}/:listId/instruments`,
    summary: 'Add an instrument to a watchlist (adding one already there changes nothing)',
    tags,
    auth: 'session',
    params: listIdParams,
    body: z.strictObject({ instrumentId: int4Id }),
    success: { status: 200, body: watchlistSchema },
    errors: ['NOT_FOUND'],
  }),
  removeInstrument: endpoint({
    method: 'DELETE',
    path: `${WATCHLISTS}/:listId/instruments/:instrumentId`,
    summary: 'Remove an instrument from a watchlist',
    tags,
    auth: 'session',
    params: listInstrumentParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
  setSharing: endpoint({
    method: 'PUT',
    path: `${WATCHLISTS}/:listId/sharing`,
    summary: 'Share a watchlist as a read-only link, or stop sharing it',
    tags,
    auth: 'session',
    params: listIdParams,
    body: z.strictObject({ shared: z.boolean() }),
    success: { status: 200, body: watchlistSchema },
    errors: ['NOT_FOUND'],
  }),
  shared: endpoint({
    method: 'GET',
    path: `${WATCHLISTS}/shared/:listId`,
    summary: 'A shared watchlist, read-only, with quotes (404 when it is not shared)',
    tags,
    auth: 'public',
    params: listIdParams,
    success: { status: 200, body: sharedWatchlistSchema },
    errors: ['NOT_FOUND'],
  }),
  listAlerts: endpoint({
    method: 'GET',
    path: ALERTS,
    summary: 'My price alerts',
    tags: ['alerts'],
    auth: 'session',
    success: { status: 200, body: z.object({ alerts: z.array(priceAlertSchema) }) },
    errors: [],
  }),
  createAlert: endpoint({
    method: 'POST',
    path: ALERTS,
    summary: 'Alert me once when an instrument trades above or below a price',
    tags: ['alerts'],
    auth: 'session',
    body: z.strictObject({
      instrumentId: int4Id,
      direction: z.enum(ALERT_DIRECTIONS),
      price: alertPrice,
    }),
    success: { status: 201, body: priceAlertSchema },
    errors: ['NOT_FOUND', 'INVALID_AMOUNT', 'RATE_LIMITED'],
  }),
  deleteAlert: endpoint({
    method: 'DELETE',
    path: `${ALERTS}/:alertId`,
    summary: 'Delete a price alert',
    tags: ['alerts'],
    auth: 'session',
    params: alertIdParams,
    success: { status: 204, body: z.null() },
    errors: ['NOT_FOUND'],
  }),
  myMessages: endpoint({
    method: 'GET',
    path: '/api/messages/v1/mine',
    summary: 'My messages (triggered price alerts), newest first',
    tags: ['messages'],
    auth: 'session',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    success: { status: 200, body: z.object({ messages: z.array(messageSchema) }) },
    errors: [],
  }),
} as const;
