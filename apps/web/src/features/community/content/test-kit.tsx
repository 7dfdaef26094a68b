/**
 * Test helpers for the community components: the app's real providers (i18n in English, a fresh
 * query client, a memory router, toasts) and the network stubbed at the fetch boundary only.
 */
import type { SessionUser } from '@havn/contract';
import type { SiteId } from '@havn/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { SiteContext } from '../../../lib/site-context.ts';
import { sessionKeys } from '../../identity/queries.ts';
import type { ItemFields, ThreadRoot } from './types.ts';

export const MEMBER_PROFILE_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PROFILE_ID = '22222222-2222-4222-8222-222222222222';

export const memberSession: SessionUser = {
  id: 'u1',
  username: 'astrid',
  name: 'Astrid Lindqvist',
  email: null,
  country: 'se',
  communityProfile: { profileId: MEMBER_PROFILE_ID, slug: 'astrid', username: 'Astrid' },
};

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;
export interface StubbedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, code: string): Response {
  return json({ type: 'about:blank', title: code, status, code }, status);
}

/**
 * Stubs `fetch` with handlers keyed `METHOD /path` (a path ending in `*` matches by prefix). The
 * session answers as a member, a visitor (null) or a given user; the event stream is refused (403) so
 * it stops at once; anything else unmatched is a 404.
 */
export function stubApi(session: SessionUser | null, handlers: Record<string, Handler> = {}) {
  const calls: StubbedCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const key = `${method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (handler) return handler({ url, method, body });
    if (key === 'GET /api/auth/session') return session ? json(session) : problem(401, 'UNAUTHENTICATED');
    if (key === 'GET /api/community/v1/events') return problem(403, 'FORBIDDEN');
    return problem(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

export async function renderInApp(
  ui: ReactNode,
  {
    path = '/en',
    site = 'en' as SiteId,
    session,
  }: { path?: string; site?: SiteId; session?: SessionUser | null } = {},
) {
  const i18n = await initI18n('en');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // Who is looking, known before the first render as it is in the app (the shell asked already).
  if (session !== undefined) client.setQueryData(sessionKeys.current, session);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <SiteContext.Provider value={site}>{ui}</SiteContext.Provider>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, client };
}

let ids = 0;
/** A uuid-shaped id that is new every call. */
export function nextId(): string {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
}

export function profile(id = OTHER_PROFILE_ID, username = 'Bertil'): ItemFields['profile'] {
  return {
    id,
    slug: username.toLowerCase(),
    username,
    avatarUri: 'preset:teal-1',
    country: 'se',
    joinedAt: '2024-01-01T00:00:00.000Z',
    description: '',
    rating: 1,
    followerCount: 3,
    followingCount: 2,
    status: 'ACTIVE',
    relationship: { muted: false, following: false, followedBy: false },
  };
}

/** A live post by another member, written a minute ago; override what a test is about. */
export function item(overrides: Partial<ItemFields> = {}): ItemFields {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    id: nextId(),
    type: 'POST',
    message: 'Volvo looks cheap after the report.',
    createdAt: at,
    postedAt: at,
    updatedAt: at,
    endingAt: null,
    status: 'LIVE',
    profile: profile(),
    reactions: [{ type: 'LIKE', count: 0, selected: false }],
    childCount: 0,
    totalChildCount: 0,
    isMarked: false,
    isPinned: false,
    classicUri: null,
    context: { instrumentId: 1001, groupId: null },
    attributes: [],
    imageAttributes: [],
    translation: null,
    parentId: null,
    parentContentType: null,
    muted: false,
    canInteract: true,
    authorPosition: null,
    poll: null,
    tradeEvent: null,
    ...overrides,
  };
}

export function thread(root: Partial<ItemFields> = {}, children: ThreadRoot['children'] = []): ThreadRoot {
  return { ...item(root), childCount: children.length, totalChildCount: children.length, children };
}

export function comment(
  overrides: Partial<ItemFields> = {},
  replies: ItemFields[] = [],
): ThreadRoot['children'][number] {
  return {
    ...item({ type: 'COMMENT', message: 'I agree.', ...overrides }),
    childCount: overrides.childCount ?? replies.length,
    children: replies.map((r) => ({ ...r, type: 'REPLY' as const, children: [] })),
  };
}
