/**
 * Gold labels for retrieval metrics (complexgraph-gold.json, described in README.md beside it):
 * per task, the functions a correct solution needs, in NetworkX names (GraphSkill's published
 * labels) and in grraf names (hand-labeled). resolveGold turns the names into leaf ids of a tree.
 */
import { GrrafError } from '../../errors.js';
import { type DocLeaf, type DocTree, docLeaves, equivalentLeaves } from '../doc-tree.js';
import goldFile from './complexgraph-gold.json' with { type: 'json' };

/** Which names a tree documents: NetworkX's (GraphSkill's tree, introspection) or grraf's library. */
export type GoldVocabulary = 'networkx' | 'grraf';

/** One needed function: a name, or alternatives any one of which will do. */
export type GoldName = string | string[];

/** The gold of one task in both vocabularies. */
export type TaskGold = Record<GoldVocabulary, GoldName[]>;

/** A needed function in a given tree: retrieving any of `ids` satisfies it. */
export interface GoldItem {
  /** The name, or alternatives joined by '|'. */
  name: string;
  ids: string[];
}

const FILE = 'src/retrieval/evaluation/complexgraph-gold.json';

/** The shipped gold labels of the ComplexGraph tasks, by task name. */
export function complexGraphGold(): ReadonlyMap<string, TaskGold> {
  return parseGold(goldFile, FILE);
}

/** Checks gold data of the shape of complexgraph-gold.json; a 'validation' GrrafError names the bad field. */
export function parseGold(data: unknown, file: string): ReadonlyMap<string, TaskGold> {
  const fail = (field: string, message: string): never => {
    throw new GrrafError('validation', message, { file, field });
  };
  const tasks = (data as { tasks?: unknown } | null)?.tasks;
  if (!tasks || typeof tasks !== 'object' || Array.isArray(tasks))
    return fail('tasks', 'needs an object of tasks');
  const gold = new Map<string, TaskGold>();
  for (const [task, entry] of Object.entries(tasks)) {
    const labels = {} as TaskGold;
    for (const vocabulary of ['networkx', 'grraf'] as const) {
      const names = (entry as Record<string, unknown> | null)?.[vocabulary];
      const field = `tasks.${task}.${vocabulary}`;
      if (!Array.isArray(names) || names.length === 0)
        fail(field, 'needs a non-empty list of function names');
      (names as unknown[]).forEach((n, i) => {
        const ok =
          typeof n === 'string' ||
          (Array.isArray(n) && n.length > 0 && n.every((x) => typeof x === 'string'));
        if (!ok) fail(`${field}[${i}]`, 'a gold item is a name or a non-empty list of alternative names');
      });
      labels[vocabulary] = names as GoldName[];
    }
    gold.set(task, labels);
  }
  return gold;
}

/**
 * The gold items of `names` in `tree` (see README.md for the rule). GrrafError('validation') when
 * a name is not in the tree.
 */
export function resolveGold(
  names: readonly GoldName[],
  tree: DocTree,
  vocabulary: GoldVocabulary,
): GoldItem[] {
  const leaves = docLeaves(tree);
  return names.map((item) => {
    const alternatives = typeof item === 'string' ? [item] : item;
    const ids = alternatives.flatMap((name) => {
      const leaf = resolveName(name, leaves, vocabulary);
      if (!leaf) {
        throw new GrrafError('validation', `gold function '${name}' is not in the tree '${tree.title}'`, {
          field: name,
        });
      }
      return equivalentLeaves(tree, leaf.id).map((l) => l.id);
    });
    return { name: alternatives.join('|'), ids: [...new Set(ids)] };
  });
}

function resolveName(
  name: string,
  leaves: readonly DocLeaf[],
  vocabulary: GoldVocabulary,
): DocLeaf | undefined {
  const qualified = vocabulary === 'networkx' ? `networkx.${name}` : name;
  return leaves.find((l) => l.qualifiedName === qualified) ?? leaves.findLast((l) => l.name === name);
}
