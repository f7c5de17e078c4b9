/**
 * Method options a remote client may not set. `grraf serve` and `grraf mcp` take method options
 * from whoever calls them, and an option that names a file would let the caller have the server
 * open any file it can read: GraphSkill's `tree` names a documentation tree file on the command
 * line, so from a client it may only name the built-in trees. An option added later that reads a
 * file belongs here too.
 */
import { GrrafError } from '../errors.js';

/** The documentation trees GraphSkill builds itself (methods/graphskill/documents.ts). */
const BUILT_IN_TREES: readonly unknown[] = ['grraf', 'networkx'];

/**
 * Throws a 'forbidden' error naming the option when `options` would make the server read a file.
 * The message is the same whatever the value, so it tells nothing about the server's files.
 */
export function checkRemoteOptions(options: Record<string, unknown> | undefined): void {
  if (options?.tree !== undefined && !BUILT_IN_TREES.includes(options.tree)) {
    throw new GrrafError(
      'forbidden',
      'a client may use only the built-in documentation trees (grraf, networkx); ' +
        'a tree file is read only by grraf ask and grraf bench on the command line',
      { field: 'tree' },
    );
  }
}
