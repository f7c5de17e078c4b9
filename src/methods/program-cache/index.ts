/**
 * The program cache: compile a question's program once, run it for every question of the same
 * shape. The caller owns the cache and passes it to GRRAF (see grraf/reuse.ts).
 */
import { DiskStorage, type DiskStorageOptions } from './disk-storage.js';
import { MemoryStorage, ProgramCache } from './program-cache.js';

export { cacheScope, type ScopeInput, schemaShape } from './cache-scope.js';
export { CACHE_WAIT_STEP, noteCacheWait } from './cache-wait.js';
export {
  type CacheWarningSink,
  DiskStorage,
  type DiskStorageOptions,
  processWarning,
} from './disk-storage.js';
export { entryChecksum, type SealedProgram } from './entry-seal.js';
export {
  type CachedProgram,
  type CacheHit,
  type CacheMiss,
  LookupOrder,
  type LookupTurn,
  MemoryStorage,
  ProgramCache,
  type ProgramCacheStorage,
} from './program-cache.js';
export {
  fillPattern,
  matchPattern,
  normalizeQuestion,
  type ProgramParams,
  paramOrder,
  patternParams,
  questionPattern,
  withPlaceholders,
} from './question-pattern.js';
export { type InstanceFacts, reuseRefusal } from './reuse-guard.js';

/** A cache that lives as long as the object (a bench run's, a server's). */
export function memoryProgramCache(): ProgramCache {
  return new ProgramCache(new MemoryStorage());
}

/**
 * A cache in `dir` (created on first store), shared by every process that opens it. Damaged
 * files and refused entries are warnings (`onWarning`, a process warning by default).
 */
export function diskProgramCache(dir: string, options: DiskStorageOptions = {}): ProgramCache {
  return new ProgramCache(new DiskStorage(dir, options));
}
