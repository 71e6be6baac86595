/** A promise a test settles by hand: what a test awaits instead of sleeping (Node 20 has no Promise.withResolvers). */
export function signal<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
