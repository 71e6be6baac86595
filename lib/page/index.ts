export { createPageSignals, type PageSignalsService } from './createPageSignals';
export { type CappedFetch, fetchCapped } from './fetchCapped';
export { collectHead, type LiveHead, readLiveHead, type ScriptingLike } from './liveHead';
export { createMemorySessionStore, sessionStore } from './sessionStore';
export {
  createTabHeaders,
  documentUrl,
  type SessionStoreLike,
  type TabHeaders,
  type WebRequestLike,
} from './tabHeaders';
export * from './types';
