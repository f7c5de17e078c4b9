/**
 * The metadata an embedded store keeps beside its database file (`grraf-meta.json`): what the
 * tables cannot say by themselves — directedness, original id type, which column holds which
 * property key and how it is encoded — plus the schema computed at load time with the shared
 * SchemaBuilder (the store is read-only after load, so it cannot go stale).
 *
 * A sidecar file rather than a table: a metadata node table would show up in every `MATCH (n)`
 * the LLM writes.
 */
import { readFile } from 'node:fs/promises';
import { GrrafError } from '../../../errors.js';
import type { GraphSchema } from '../../schema.js';

/** Column types the store creates. */
export type ColumnType = 'INT64' | 'DOUBLE' | 'BOOLEAN' | 'STRING';

/** One property column: `json` columns hold JSON text (lists, mixed-type keys). */
export interface ColumnMeta {
  column: string;
  key: string;
  type: ColumnType;
  encoding: 'plain' | 'json';
  /** 'weight' holds GraphData's first-class weight, 'property' a key of `properties`. */
  role: 'property' | 'weight';
}

/** A node table: one per primary (first) label; `_labels` keeps every label of each node. */
export interface NodeTableMeta {
  table: string;
  columns: ColumnMeta[];
}

/** A relationship table: one per type, with one FROM/TO pair per endpoint table pair. */
export interface RelTableMeta {
  table: string;
  /** True when its edges had no type (they are shown as DEFAULT_EDGE_TYPE). */
  untyped: boolean;
  pairs: { from: string; to: string }[];
  columns: ColumnMeta[];
}

export interface StoreMeta {
  format: 'grraf-embedded';
  version: 1;
  engineVersion: string;
  directed: boolean;
  multi: boolean;
  name?: string;
  /** How ids were given; the primary-key column is INT64 only for 'integer'. */
  idType: GraphSchema['idType'];
  nodeTables: NodeTableMeta[];
  relTables: RelTableMeta[];
  schema: GraphSchema;
}

/** Name of the metadata file inside a store directory. */
export const META_FILE = 'grraf-meta.json';

/** Reads and checks a store's metadata file. */
export async function readMeta(path: string): Promise<StoreMeta> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new GrrafError('not-found', `embedded store metadata missing (${path}); was the store loaded?`, {
      file: path,
      cause: e,
    });
  }
  let meta: unknown;
  try {
    meta = JSON.parse(text);
  } catch (e) {
    throw new GrrafError('io', 'embedded store metadata is corrupted (not JSON); reload the graph', {
      file: path,
      cause: e,
    });
  }
  const m = meta as Partial<StoreMeta>;
  if (m.format !== 'grraf-embedded' || m.version !== 1 || !Array.isArray(m.nodeTables) || !m.schema) {
    throw new GrrafError('io', 'embedded store metadata is not a grraf-embedded v1 file; reload the graph', {
      file: path,
    });
  }
  return m as StoreMeta;
}
