/**
 * The development queries (dev-queries.json): task statements written for grraf, each with the
 * NetworkX functions a correct solution needs, labeled by hand before any retriever ran on them.
 * Retrievers are tuned on these; the ComplexGraph statements are the set reported as held out.
 */
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import devFile from './dev-queries.json' with { type: 'json' };
import type { GoldName } from './gold.js';

/** One development query: its id, its text and its gold in NetworkX names. */
export interface DevQuery {
  id: string;
  text: string;
  networkx: GoldName[];
}

const FILE = 'src/retrieval/evaluation/dev-queries.json';

const goldName = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const devSchema = z.object({
  queries: z
    .array(z.object({ id: z.string().min(1), text: z.string().min(1), networkx: z.array(goldName).min(1) }))
    .min(1),
});

/** Checks data of the shape of dev-queries.json; a 'validation' GrrafError names the bad field. */
export function parseDevQueries(data: unknown, file: string): DevQuery[] {
  const parsed = devSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GrrafError('validation', issue.message, { file, field: issue.path.join('.') });
  }
  const seen = new Set<string>();
  parsed.data.queries.forEach((q, i) => {
    if (seen.has(q.id))
      throw new GrrafError('validation', `the id '${q.id}' is used twice`, {
        file,
        field: `queries.${i}.id`,
      });
    seen.add(q.id);
  });
  return parsed.data.queries.map((q) => ({ ...q, id: `dev/${q.id}` }));
}

/** The shipped development queries, ids prefixed with 'dev/'. */
export function devQueries(): DevQuery[] {
  return parseDevQueries(devFile, FILE);
}
