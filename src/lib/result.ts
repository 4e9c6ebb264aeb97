// Core code reports expected failures as values, never by throwing (docs/decisions.md).
// Throwing is kept for programmer errors (TypeError, RangeError), so callers can tell a bug
// from bad user input.

/** A failure a user can cause: a stable code, the rule it enforces, and the values for its message. */
export interface GfError {
  readonly code: string;
  /** The rule ID it enforces, e.g. "TT-OPP-2", when one applies. */
  readonly rule?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = GfError> = Ok<T> | Err<E>;

/** A step that has nothing to return (a check, an edit of a draft): done, or the failure. */
export type Done<E = GfError> = Result<void, E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const DONE: Ok<void> = Object.freeze({ ok: true, value: undefined });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

export function gfError(code: string, rule?: string, params?: Record<string, string | number>): GfError {
  return { code, ...(rule ? { rule } : {}), ...(params ? { params } : {}) };
}
