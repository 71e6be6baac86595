/** Every snapshot lives under `robots:<origin>`, so the cache can find and clear only its own keys. */
export const ROBOTS_KEY_PREFIX = 'robots:';

export function storageKey(origin: string): string {
  return `${ROBOTS_KEY_PREFIX}${origin}`;
}
