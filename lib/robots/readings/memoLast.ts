/**
 * A one-entry memo of a pure function of one or two arguments. The workbench's matrix asks a
 * reading `allowed` then `line` for the same URL and crawler, and one URL for each crawler in turn:
 * each is then decided (and each URL parsed) once, not twice or six times (docs/decisions.md).
 */
export function memoLast<A, B, R>(fn: (a: A, b: B) => R): (a: A, b: B) => R {
  let seen = false;
  let lastA: A;
  let lastB: B;
  let last: R;
  return (a, b) => {
    if (!seen || a !== lastA || b !== lastB) {
      last = fn(a, b);
      lastA = a;
      lastB = b;
      seen = true;
    }
    return last;
  };
}
