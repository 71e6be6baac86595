export { cacheStore } from './cacheStore';
export { createBrowserStore, type StorageAreaLike } from './createBrowserStore';
export { createMemoryStore } from './createMemoryStore';
export {
  createRobotsCache,
  type RobotsCache,
  type RobotsCacheDeps,
  type UpdateListener,
} from './createRobotsCache';
export {
  createRobotsHistory,
  HISTORY_KEY_PREFIX,
  type RobotsHistory,
  type RobotsVersion,
  type StoredVersion,
  withTexts,
} from './createRobotsHistory';
export { type FetchGate, fetchGate } from './fetchGate';
export { createLandedPorts, LANDED_PORT, type LandedPortLike, watchLanded } from './landedPort';
export { MAX_LATENCIES, outcomeToSnapshot } from './outcomeToSnapshot';
export { DEFAULT_HISTORY_LIMITS, type HistoryLimits, planHistoryTrim } from './planHistoryTrim';
export { DEFAULT_WINDOWS, snapshotState, windowsOf } from './snapshotState';
export {
  type LastAttempt,
  SNAPSHOT_SCHEMA,
  SNAPSHOT_STATES,
  SNAPSHOT_STATUSES,
  type Snapshot,
  type SnapshotState,
  type SnapshotStatus,
  UNAVAILABLE_CAUSES,
  type UnavailableCause,
} from './snapshotTypes';
export { ROBOTS_KEY_PREFIX, storageKey } from './storageKey';
export type * from './types';
export { type SnapshotValidation, validateSnapshot } from './validateSnapshot';
export { watchSnapshot, watchSnapshots } from './watchSnapshots';
