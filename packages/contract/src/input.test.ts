import { describe, expect, it } from 'vitest';
import { allEndpoints, api } from './index.ts';
import { INT4_MAX, int4Id, int4IdParam, isVisibleText, safeText, unsafeInputPath } from './input.ts';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The paths of the objects inside a request schema that would accept (and drop) unknown keys. */
function looseObjects(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as unknown;
      const own = catchall && defOf(catchall).type === 'never' ? [] : [path];
      const shape = def.shape as Record<string, unknown>;
      return [...own, ...Object.entries(shape).flatMap(([k, v]) => looseObjects(v, `${path}.${k}`, seen))];
    }
    case 'array':
      return looseObjects(def.element, `${path}[]`, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return looseObjects(def.innerType, path, seen);
    case 'pipe':
      return [...looseObjects(def.in, path, seen), ...looseObjects(def.out, path, seen)];
    case 'union':
      return (def.options as unknown[]).flatMap((o) => looseObjects(o, path, seen));
    case 'intersection':
      return [...looseObjects(def.left, path, seen), ...looseObjects(def.right, path, seen)];
    default:
      return [];
  }
}

describe('request schemas', () => {
  it('refuse unknown keys in every object of every endpoint’s params, query and body', () => {
    const loose = allEndpoints().flatMap((e) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        e[part] ? looseObjects(e[part], `${e.method} ${e.path} ${part}`) : [],
      ),
    );
    expect(loose).toEqual([]);
  });

  it('refuse a smuggled alert state and an unknown watchlist field', () => {
    const alert = api.watchlistsAndAlerts.createAlert.body?.safeParse({
      instrumentId: 1,
      direction: 'ABOVE',
      price: '10',
      state: 'TRIGGERED',
    });
    expect(alert?.success).toBe(false);
    const list = api.watchlistsAndAlerts.create.body?.safeParse({ name: 'Nordics', shared: true });
    expect(list?.success).toBe(false);
  });

  it('refuse NUL and control characters anywhere, even where the field itself takes any string', () => {
    const post = api.community.content.create.body?.safeParse({ type: 'POST', message: 'hi\u0000there' });
    expect(post?.success).toBe(false);
    const ok = api.community.content.create.body?.safeParse({ type: 'POST', message: 'hi\nthere' });
    expect(ok?.success).toBe(true);
    const key = api.community.search.query?.safeParse({ q: 'a', 'x\u0000': '1' });
    expect(key?.success).toBe(false);
  });
});

describe('the input shapes', () => {
  it('safeText refuses NUL, C0 controls and lone surrogates, and normalises to NFC', () => {
    const name = safeText({ max: 20 });
    expect(name.safeParse('a\u0000b').success).toBe(false);
    expect(name.safeParse('a\u001bb').success).toBe(false);
    expect(name.safeParse('a\nb').success).toBe(false);
    expect(name.safeParse('a\ud800b').success).toBe(false);
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
    expect(name.parse('A\u030a')).toBe('\u00c5');
    expect(safeText({ max: 20, multiline: true }).safeParse('a\nb\tc').success).toBe(true);
  });

  it('refuses text that shows in another order than it reads (bidi overrides), keeping isolates and marks', () => {
    for (const multiline of [false, true]) {
      const text = safeText({ max: 40, multiline });
      expect(text.safeParse('Buy \u202eKCOTS\u202c now').success).toBe(false);
      expect(text.safeParse('\u202agnp.exe').success).toBe(false);
      expect(text.safeParse('\u05e9\u05dc\u05d5\u05dd \u2067Havn\u2069 \u200f!').success).toBe(true);
    }
    expect(unsafeInputPath({ message: { nested: ['ok', 'evil \u202e'] } })).toEqual(['message', 'nested', 1]);
  });

  it('refuses names that show nothing: a watchlist, an alias, a support subject of zero-width spaces', () => {
    expect(isVisibleText('\u200b \u2060\ufeff')).toBe(false);
    expect(isVisibleText('\u200bA')).toBe(true);
    expect(api.watchlistsAndAlerts.create.body?.safeParse({ name: '\u200b' }).success).toBe(false);
    expect(api.watchlistsAndAlerts.create.body?.safeParse({ name: 'Banks' }).success).toBe(true);
    expect(api.accountsAndMoney.updateAccount.body?.safeParse({ alias: '\u200b\u200b' }).success).toBe(false);
    expect(api.accountsAndMoney.updateAccount.body?.safeParse({ alias: '' }).success).toBe(true);
  });

  it('ids stay inside PostgreSQL integer', () => {
    expect(int4Id.safeParse(INT4_MAX).success).toBe(true);
    expect(int4Id.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4Id.safeParse(0).success).toBe(false);
    expect(int4Id.safeParse(1.5).success).toBe(false);
    expect(int4IdParam.parse('42')).toBe(42);
    for (const bad of ['2147483648', '99999999999999999999', '1e3', ' 7', '0x10', '-1', '07', '']) {
      expect(int4IdParam.safeParse(bad).success, bad).toBe(false);
    }
  });
});
