/**
 * Tool names under a namespace: `grraf mcp --namespace roads` lists `roads-ask`, `roads-schema`, …,
 * so one client can use several grraf servers (mcp-neo4j-cypher does the same for several
 * databases). A name keeps to what every client accepts: letters, digits, `_` and `-`, and at
 * most 64 characters (the tool-name limit of OpenAI's and other model APIs, which clients pass
 * MCP tools to; the MCP specification allows 128, and `.` too).
 */
import { GrrafError } from '../errors.js';

/** The longest tool name any model API accepts. */
export const MAX_TOOL_NAME = 64;
/** The longest name grraf gives a tool of its own (get_unique_property_values). */
const LONGEST_OWN_NAME = 26;
/** The longest namespace: room for the hyphen and grraf's longest tool name. */
export const MAX_NAMESPACE = MAX_TOOL_NAME - 1 - LONGEST_OWN_NAME;

const NAME_CHARACTER = /[A-Za-z0-9_-]/;

/**
 * Checks a namespace; a bad one is a `code` error ('config' for a library option, 'validation' for
 * a flag) that says which character, where, or how long.
 */
export function checkNamespace(namespace: string, code: 'config' | 'validation' = 'config'): void {
  const field = 'namespace';
  if (namespace === '')
    throw new GrrafError(code, 'the namespace is empty: leave it out, or name it', { field });
  const chars = [...namespace];
  const bad = chars.findIndex((c) => !NAME_CHARACTER.test(c));
  if (bad !== -1) {
    throw new GrrafError(
      code,
      `the namespace "${namespace}" may hold only letters, digits, "_" and "-": ` +
        `${JSON.stringify(chars[bad])} at position ${bad + 1} is not one`,
      { field },
    );
  }
  if (namespace.length > MAX_NAMESPACE) {
    throw new GrrafError(
      code,
      `the namespace "${namespace}" is ${namespace.length} characters long; at most ${MAX_NAMESPACE} ` +
        `fit before the tool names within the ${MAX_TOOL_NAME} characters clients accept`,
      { field },
    );
  }
}

/** The name a client sees for the tool `name`: under the namespace when there is one. */
export function namespaced(name: string, namespace: string | undefined): string {
  const full = namespace ? `${namespace}-${name}` : name;
  if (full.length > MAX_TOOL_NAME) {
    throw new GrrafError(
      'config',
      `the tool name "${full}" is ${full.length} characters long; clients accept at most ${MAX_TOOL_NAME}: ` +
        'shorten the namespace or the tool name',
      { field: 'namespace' },
    );
  }
  return full;
}
