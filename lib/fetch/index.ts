export {
  createRobotsFetcher,
  ROBOTS_TIMEOUT_MS,
  type RobotsFetcher,
  type RobotsFetcherDeps,
} from './createRobotsFetcher';
export { isHttpUrl, type OriginResult, originOf } from './origin';
export { MAX_RETRY_AFTER_MS, parseRetryAfter } from './parseRetryAfter';
export { EMPTY_SHA256, sha256Hex } from './sha256Hex';
export * from './types';
