/**
 * GRRAF's services from the real layers: the format parsers, the memory store, the schema text,
 * the executors and the JS sandbox's API index.
 */
import { createExecutor, jsSandboxApi } from '../../exec/index.js';
import { parseGraph } from '../../graph/formats/index.js';
import { formatSchemaText } from '../../graph/schema-text.js';
import { MemoryStore } from '../../graph/stores/memory/index.js';
import type { GrrafDeps } from './deps.js';

/** Sandbox names the language rules already explain; the API index lists only the library. */
const EXPLAINED = new Set(['G', 'G_prime', 'answer', 'console', 'Graph']);

/** Generic Cypher notes for stores without their own dialect notes (Neo4j). */
const GENERIC_CYPHER_NOTES =
  '- Nodes carry their original id in the property `id`; edge weights are the relationship property `weight`.';

/** The default services. */
export function defaultGrrafDeps(overrides: Partial<GrrafDeps> = {}): GrrafDeps {
  return {
    parseQuestion: (text, options) => parseGraph(text, options),
    memoryStore: () => new MemoryStore(),
    createExecutor: (language) => createExecutor(language),
    schemaText: formatSchemaText,
    jsApi: () => jsSandboxApi().filter((f) => !EXPLAINED.has(f.name)),
    cypherNotes: () => GENERIC_CYPHER_NOTES,
    ...overrides,
  };
}
