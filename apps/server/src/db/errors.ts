/** PostgreSQL's unique_violation, whichever driver raised it and however Drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === '23505') return constraint === undefined || pgError.constraint === constraint;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation (of `constraint`, when named), however it was wrapped. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === '23503') return constraint === undefined || pgError.constraint === constraint;
  }
  return false;
}

/**
 * An error PostgreSQL raised for the statement's data (SQLSTATE classes 22, data exception, and 23,
 * integrity constraint violation): the statement was refused and wrote nothing, so sending its parts
 * again is safe. A lost connection is not one: whether its statement committed is unknown.
 */
export function isStatementRefused(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** PostgreSQL's deadlock_detected: the transaction it ended was rolled back, having written nothing. */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

/** Whether PostgreSQL raised `code` (a SQLSTATE, a database function's own included), however wrapped. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
