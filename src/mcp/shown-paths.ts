/**
 * Answers as an MCP client sees them: a path of the server's (the served graph, a graph file) is
 * written the way the client knows it, so no answer shows where the server keeps its files.
 */

/** A path of the server's (or a secret) and what a client is shown instead. */
export type PathShown = readonly [path: string, shown: string];

/** `text` with each path, in the order given, written as its shown form. */
export function textWithPathsShown(text: string, paths: readonly PathShown[]): string {
  let out = text;
  for (const [path, shown] of paths) if (path !== '') out = out.split(path).join(shown);
  return out;
}
