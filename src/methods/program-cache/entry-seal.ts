/**
 * The seal of a program cache entry on disk: the scope it was stored in and a checksum over that
 * scope and the entry's content. Checked on every read, so a program is never run when it was
 * changed after it was validated (an edit, a damaged byte) or copied into another scope's file,
 * where the graph shape, language or method it was validated for no longer hold.
 *
 * A checksum, not a signature: whoever can write the cache directory can also recompute it (and
 * could as well edit grraf itself). It catches damage, hand edits and transplanted entries.
 */
import { createHash } from 'node:crypto';
import type { CachedProgram } from './program-cache.js';

/** An entry as a cache file holds it. */
export type SealedProgram = CachedProgram & { scope: string; checksum: string };

/** The entry's checksum in `scope`: every field a reuse depends on, and the scope. */
export function entryChecksum(scope: string, e: CachedProgram): string {
  const content = [
    scope,
    e.pattern,
    e.params,
    e.language,
    e.code,
    e.refined,
    e.answerFormat,
    e.assumption ?? null,
    e.origin.question,
    e.origin.at,
    // Only when present: entries stored before templates existed keep their checksums.
    ...(e.sentence !== undefined ? [e.sentence] : []),
  ];
  return `sha256:${createHash('sha256').update(JSON.stringify(content)).digest('hex')}`;
}

/** The entry with its scope and checksum. */
export function seal(scope: string, e: CachedProgram): SealedProgram {
  const { scope: _scope, checksum: _checksum, ...entry } = e as Partial<SealedProgram> & CachedProgram;
  return { ...entry, scope, checksum: entryChecksum(scope, entry) };
}

/** Why the sealed entry must not be used in `scope`, or undefined when it may. */
export function sealProblem(scope: string, e: SealedProgram): string | undefined {
  if (e.scope !== scope) return `it was stored in scope ${e.scope}, not this file's scope ${scope}`;
  if (e.checksum !== entryChecksum(scope, e)) return 'its checksum does not match its content';
  return undefined;
}

/** The entry without its seal. */
export function unseal(e: SealedProgram): CachedProgram {
  const { scope: _scope, checksum: _checksum, ...entry } = e;
  return entry;
}
