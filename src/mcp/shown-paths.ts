/**
 * Answers as an MCP client sees them: a path of the server's (the served graph, a graph file) is
 * written the way the client knows it, so no answer shows where the server keeps its files.
 */
import { GrrafError, isGrrafError } from '../errors.js';

/** A path of the server's (or a secret) and what a client is shown instead. */
export type PathShown = readonly [path: string, shown: string];

/** `text` with each path, in the order given, written as its shown form. */
export function textWithPathsShown(text: string, paths: readonly PathShown[]): string {
  let out = text;
  for (const [path, shown] of paths) if (path !== '') out = out.split(path).join(shown);
  return out;
}

/**
 * `e` with every mention of the absolute path `path` — in its message and its location — written
 * as `shown` (a file below `path` keeps the rest of its path). Anything else is returned as it is.
 */
export function withPathShown(e: unknown, path: string, shown: string): unknown {
  if (!isGrrafError(e) || path === '' || !mentions(e, path)) return e;
  const replace = (text: string) => textWithPathsShown(text, [[path, shown]]);
  const located = new GrrafError(e.code, replace(e.message), {
    recoverable: e.recoverable,
    details: e.details,
    cause: e,
  });
  // The message carries the location already; set the fields without prefixing it a second time.
  Object.assign(
    located.location,
    e.location,
    e.location.file === undefined ? {} : { file: replace(e.location.file) },
  );
  return located;
}

function mentions(e: GrrafError, path: string): boolean {
  return e.message.includes(path) || (e.location.file?.includes(path) ?? false);
}
