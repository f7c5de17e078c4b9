/**
 * The documentation tree GraphSkill's retrievers walk: a virtual root, chapters, sections and
 * leaf entries (one documented function each). Every node's id is its path of names, so an id
 * says where a document lives and stays the same as long as the documentation's layout does.
 * Depth may differ between chapters (a chapter may hold leaves directly).
 */
import { GrrafError } from '../errors.js';

/** A chapter or section: a named group of nodes. */
export interface DocSection {
  kind: 'section';
  /** The path of names from the chapter down, joined by '/' (a '/' or '%' inside a name is %-escaped). */
  id: string;
  name: string;
  /** A short description (may be empty when the source has none). */
  description: string;
  /** 1 for chapters, 2 for their sections, and so on. */
  depth: number;
  children: DocNode[];
}

/** A documented entry: a function, method or property. */
export interface DocLeaf {
  kind: 'leaf';
  id: string;
  name: string;
  /** One line: what the entry does. */
  description: string;
  depth: number;
  /** The full documentation: signature, description, arguments, returns, examples. */
  text: string;
  /** How code calls it, e.g. `networkx.maximum_flow`, `maximumFlowValue`, `G.neighbors`; unset when unknown. */
  qualifiedName?: string;
}

/** Any node below the root. */
export type DocNode = DocSection | DocLeaf;

/** A whole tree with its lookup index. Build one with {@link createDocTree}. */
export interface DocTree {
  /** What the tree documents, e.g. 'NetworkX 2.8.8 (introspected)'. */
  title: string;
  description: string;
  chapters: DocNode[];
  /** Every node by id. */
  readonly byId: ReadonlyMap<string, DocNode>;
}

/** A node as a builder gives it; ids and depths are assigned by {@link createDocTree}. */
export type DocNodeInput =
  | { name: string; description: string; children: DocNodeInput[] }
  | { name: string; description: string; text: string; qualifiedName?: string };

/** Node counts of a tree. */
export interface DocTreeCounts {
  chapters: number;
  /** Chapters and sections. */
  internal: number;
  leaves: number;
  /** Depth of the deepest node (1 = chapters only). */
  maxDepth: number;
}

const escapeName = (name: string): string => name.replaceAll('%', '%25').replaceAll('/', '%2F');

/** The id of a node from its path of names. */
export function docNodeId(path: readonly string[]): string {
  return path.map(escapeName).join('/');
}

/**
 * Builds a tree from nested inputs: assigns ids and depths and indexes every node. Sibling names
 * must be unique (they make the ids); a repeated one is a 'validation' GrrafError naming its path.
 */
export function createDocTree(
  title: string,
  description: string,
  chapters: readonly DocNodeInput[],
): DocTree {
  const byId = new Map<string, DocNode>();
  const build = (input: DocNodeInput, parentPath: string[]): DocNode => {
    const path = [...parentPath, input.name];
    const id = docNodeId(path);
    if (byId.has(id)) {
      throw new GrrafError('validation', `two nodes named '${input.name}' under '${parentPath.join('/')}'`, {
        field: id,
      });
    }
    const base = { id, name: input.name, description: input.description, depth: path.length };
    const node: DocNode =
      'children' in input
        ? { kind: 'section', ...base, children: [] }
        : {
            kind: 'leaf',
            ...base,
            text: input.text,
            ...(input.qualifiedName === undefined ? {} : { qualifiedName: input.qualifiedName }),
          };
    byId.set(id, node);
    if (node.kind === 'section' && 'children' in input) {
      for (const child of input.children) node.children.push(build(child, path));
    }
    return node;
  };
  const built = chapters.map((c) => build(c, []));
  return { title, description, chapters: built, byId };
}

/** Visits every node depth-first in document order; return `false` to skip a node's children. */
export function walkDocTree(tree: DocTree, visit: (node: DocNode) => boolean | undefined): void {
  const stack: DocNode[] = [...tree.chapters].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const descend = visit(node) !== false;
    if (descend && node.kind === 'section') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
}

/** Every leaf in document order. */
export function docLeaves(tree: DocTree): DocLeaf[] {
  const leaves: DocLeaf[] = [];
  walkDocTree(tree, (node) => {
    if (node.kind === 'leaf') leaves.push(node);
    return true;
  });
  return leaves;
}

/** Counts chapters, internal nodes and leaves, and the deepest level. */
export function countDocTree(tree: DocTree): DocTreeCounts {
  const counts: DocTreeCounts = { chapters: tree.chapters.length, internal: 0, leaves: 0, maxDepth: 0 };
  walkDocTree(tree, (node) => {
    if (node.kind === 'leaf') counts.leaves++;
    else counts.internal++;
    counts.maxDepth = Math.max(counts.maxDepth, node.depth);
    return true;
  });
  return counts;
}

/** The node with this id, or undefined. */
export function findDocNode(tree: DocTree, id: string): DocNode | undefined {
  return tree.byId.get(id);
}

/** The names from the chapter down to the node with this id (undefined when there is none). */
export function docNodePath(tree: DocTree, id: string): string[] | undefined {
  if (!tree.byId.has(id)) return undefined;
  return id.split('/').map((part) => decodeURIComponent(part));
}

/**
 * Leaves holding the same document as the leaf `id`: the same name and the same text (scraped
 * documentation repeats pages under several sections). Includes the leaf itself.
 */
export function equivalentLeaves(tree: DocTree, id: string): DocLeaf[] {
  const leaf = tree.byId.get(id);
  if (leaf?.kind !== 'leaf') return [];
  const key = documentKey(leaf);
  return docLeaves(tree).filter((other) => documentKey(other) === key);
}

/** What makes two leaves the same document: the same name and the same text. */
export function documentKey(leaf: DocLeaf): string {
  return `${leaf.name}\u0000${leaf.text}`;
}
