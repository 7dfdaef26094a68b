import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/**
 * The app's router, in the few pieces it uses: a location, links, `navigate`, search params. Pages are
 * resolved by the route catalogue (`packages/routes`) in one place (app/router.tsx), so React Router's
 * route matching, data loading and framework parts were code every page downloaded and none ran
 * (about 30 KB of gzip JavaScript, a fifth of issue 14's budget). The names and behaviour follow
 * React Router's, which the app used before.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed over (`navigate(to, { state })`), null otherwise. */
  state: unknown;
  /** 'default' for the entry the browser opened the app at; unique for every navigation after. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** Called after every push, replace and back/forward; returns the way to stop listening. */
  listen(listener: (location: Location) => void): () => void;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The browser's history; an entry's key and state live in `history.state`, as React Router kept them. */
export function createBrowserHistory(): History {
  const listeners = new Set<(location: Location) => void>();
  const read = (): Location => {
    const entry = window.history.state as { key?: string; usr?: unknown } | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  const changed = () => {
    location = read();
    for (const listener of [...listeners]) listener(location);
  };
  window.addEventListener('popstate', changed);
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    window.history[method]({ usr: state ?? null, key: newKey() }, '', to);
    changed();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function parse(to: string, state: unknown = null, key = 'default'): Location {
  const url = new URL(to, 'http://havn.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/** A history kept in memory: component tests, and the server (which never navigates). */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries = initialEntries.map((to) => parse(to));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener(entries[index]!);
  };
  return {
    get location() {
      return entries[index]!;
    },
    push: (to, state) => {
      entries.splice(index + 1, entries.length, parse(to, state, newKey()));
      index = entries.length - 1;
      changed();
    },
    replace: (to, state) => {
      entries[index] = parse(to, state, newKey());
      changed();
    },
    go: (delta) => {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      changed();
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const RouterContext = createContext<{ location: Location; history: History } | null>(null);

/** Shows `location` (which may lag the history while the next page resolves) to everything inside. */
export function Router(props: { location: Location; history: History; children: ReactNode }) {
  const { location, history } = props;
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext.Provider value={value}>{props.children}</RouterContext.Provider>;
}

/** A router over its own history in memory, following it at once (component tests). */
export function MemoryRouter(props: {
  initialEntries?: readonly string[];
  /** A history the test holds to move or read the location itself. */
  history?: History;
  children: ReactNode;
}) {
  const [history] = useState(() => props.history ?? createMemoryHistory(props.initialEntries));
  const [location, setLocation] = useState(history.location);
  useEffect(() => {
    // A child's effect (a Navigate) runs before this one: catch up with any move it made.
    setLocation(history.location);
    return history.listen(setLocation);
  }, [history]);
  return (
    <Router location={location} history={history}>
      {props.children}
    </Router>
  );
}

/** The server's router: one location, no navigation. */
export function StaticRouter(props: { location: string; children: ReactNode }) {
  const history = useMemo(() => createMemoryHistory([props.location]), [props.location]);
  return (
    <Router location={history.location} history={history}>
      {props.children}
    </Router>
  );
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a link or a location outside the router');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** `?…` and `#…` are relative to the current page, as in an HTML link; anything else is a path. */
function resolve(to: string, location: Pick<Location, 'pathname' | 'search'>): string {
  if (to.startsWith('?')) return `${location.pathname}${to}`;
  if (to.startsWith('#')) return `${location.pathname}${location.search}${to}`;
  return to;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const target = resolve(to, history.location);
      if (options.replace) history.replace(target, options.state);
      else history.push(target, options.state);
    },
    [history],
  ) as NavigateFunction;
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The page's query, and a way to change it (a navigation to the same path with another query). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [params, navigate],
  );
  return [params, set];
}

/** Navigates once drawn (a page that is only a way on). */
export function Navigate(props: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const { to, replace, state } = props;
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A real link (it opens in a new tab, can be copied and works before the page hydrates) that, on a
 * plain click, moves within the app instead of loading the page again. A link to where you are
 * replaces the entry rather than adding a second one.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { location, history } = useRouter();
  const href = resolve(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    const elsewhere = (rest.target && rest.target !== '_self') || rest.download !== undefined;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      modified ||
      elsewhere ||
      /^[a-z][a-z+.-]*:/i.test(href)
    )
      return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (replace ?? href === here) history.replace(href, state);
    else history.push(href, state);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
