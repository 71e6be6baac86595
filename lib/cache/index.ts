export { cacheStore } from './cacheStore';
export { createBrowserStore, type StorageAreaLike } from './createBrowserStore';
export { createMemoryStore } from './createMemoryStore';
export {
  createRobotsCache,
  type RobotsCache,
  type RobotsCacheDeps,
  type UpdateListener,
} from './createRobotsCache';
export { type FetchGate, fetchGate } from './fetchGate';
export { DEFAULT_WINDOWS, snapshotState } from './snapshotState';
export { ROBOTS_KEY_PREFIX, storageKey } from './storageKey';
export type * from './types';
export { type SnapshotValidation, validateSnapshot } from './validateSnapshot';
