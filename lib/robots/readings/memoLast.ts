/**
 * A one-entry memo of a pure function. The workbench's matrix asks a reading `allowed` then
 * `line` for the same URL and crawler, and one URL for each crawler in turn: each pair is then
 * decided (and each URL parsed) once, not twice or six times (docs/decisions.md).
 */
export function memoLast<Args extends unknown[], R>(
  fn: (...args: Args) => R,
): (...args: Args) => R {
  let last: { args: Args; value: R } | null = null;
  return (...args) => {
    if (!last || args.some((a, i) => a !== last?.args[i])) last = { args, value: fn(...args) };
    return last.value;
  };
}
