export {
  classifyHost,
  HOST_CLASS_WORDS,
  type HostClass,
  refusalFor,
  refusedHost,
  siteKey,
} from './classifyHost';
export {
  createRequestGuard,
  type Protection,
  type ProtectionCode,
  protectionLost,
  type RequestDetails,
  type RequestGuard,
  type RequestGuardDeps,
} from './createRequestGuard';
export { guardFetch, RefusedRequest } from './guardFetch';
export { type Chain, type ChainFailure, explainChain, MAX_REDIRECTS } from './redirectChains';
export { type Refusal, readRefusal, refusalMessage, refusePrivate } from './refusal';
