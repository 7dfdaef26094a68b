import { MARKET_INDICATOR_KINDS } from '@havn/domain/broker/index';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const INSTRUMENT_SEARCH_MAX_LIMIT = 50_000;

export const instrumentSearchResultSchema = z.object({
  instrument_info: z.object({
    instrument_id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    isin: z.string(),
    instrument_type: z.string(),
    currency: z.string(),
    tradable: z.boolean(),
    lot_size: z.number().int(),
  }),
  nnx_info: z.object({ url_slug: z.string(), sector: z.string() }),
  market_info: z.object({ market_id: z.string(), market_name: z.string(), country: z.string() }),
});
export type InstrumentSearchResult = z.infer<typeof instrumentSearchResultSchema>;

/** `apply_filters` is a `;`-separated list of `key=value`: is_tradable=true|false, instrument_type=STOCK,… */
export const instrumentSearch = endpoint({
  method: 'GET',
  path: '/api/instrument-search/v1/list',
  summary: 'Search instruments by name, symbol or ISIN (`*` is a wildcard; empty lists all)',
  tags: ['instruments'],
  auth: 'public',
  apiKey: 'READ',
  query: z.object({
    query: z.string().max(100).default(''),
    limit: z.coerce.number().int().min(1).max(INSTRUMENT_SEARCH_MAX_LIMIT).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    apply_filters: z
      .string()
      .max(200)
      .regex(/^([a-z_]+=[A-Za-z0-9_,]+)(;[a-z_]+=[A-Za-z0-9_,]+)*$/)
      .optional(),
  }),
  success: {
    status: 200,
    body: z.object({ total_hits: z.number().int(), results: z.array(instrumentSearchResultSchema) }),
  },
  errors: [],
});

export const indicatorSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  kind: z.enum(MARKET_INDICATOR_KINDS),
  value: z.string(),
});

export const indicatorList = endpoint({
  method: 'GET',
  path: '/api/instrument/v1/indicator/all',
  summary: 'Every market indicator (indices, FX rates, commodities)',
  tags: ['instruments'],
  auth: 'public',
  success: { status: 200, body: z.array(indicatorSchema) },
  errors: [],
});

export const curatedListIds = endpoint({
  method: 'GET',
  path: '/api/inspiration/v1/curated-lists/ids',
  summary: 'The ids of the curated inspiration lists',
  tags: ['instruments'],
  auth: 'public',
  success: { status: 200, body: z.array(z.string()) },
  errors: [],
});

/** One instrument as the instrument page shows it (a slug is accepted where the id goes). */
export const instrumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  isin: z.string(),
  type: z.string(),
  market: z.object({ id: z.string(), name: z.string() }),
  currency: z.string(),
  country: z.string(),
  sector: z.string(),
  tradable: z.boolean(),
  lotSize: z.number().int(),
  slug: z.string(),
  /** Funds and ETFs: where they invest, by region (type, type_id, weight); null for everything else. */
  allocation: z.array(z.object({ type: z.string(), type_id: z.string(), weight: z.number() })).nullable(),
});
export type InstrumentView = z.infer<typeof instrumentSchema>;

export const instrumentById = endpoint({
  method: 'GET',
  path: '/api/instrument/v1/instruments/:instrumentId',
  summary:
    'One instrument by its numeric id; its URL slug is accepted in the same place (the instrument-by-slug page)',
  tags: ['instruments'],
  auth: 'public',
  apiKey: 'READ',
  params: z.object({
    instrumentId: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a numeric id or an instrument slug'),
  }),
  success: { status: 200, body: instrumentSchema },
  errors: ['NOT_FOUND'],
});
