// A tiny result type shared by every parser/validator. User input never throws: the UI needs a
// machine-readable reason to pick a message ('Nieprawidłowy NIP firmy' / 'Invalid Company ID').
// Programming errors (an invalid ISO date passed by code, a non-integer amount) do throw RangeError.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<R extends string> = { readonly ok: false; readonly reason: R };
export type Result<T, R extends string> = Ok<T> | Err<R>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<R extends string>(reason: R): Err<R> {
  return { ok: false, reason };
}
