/** RFC 9309 §2.3.1 leaves the timeout to the crawler; docs/design.md fixes 10 s for headers and body. */
export const ROBOTS_TIMEOUT_MS = 10_000;
