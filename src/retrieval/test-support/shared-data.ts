/**
 * Where the shared development data is (../shared/data beside the repository, or /work/shared/data),
 * for tests that read it and skip, saying so, when it is absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The path of `relative` inside the shared data folder, or undefined when it is not there. */
export function sharedData(relative: string): string | undefined {
  return [join(process.cwd(), '../shared/data', relative), join('/work/shared/data', relative)].find((p) =>
    existsSync(p),
  );
}

/** GraphSkill's NetworkX documentation tree. */
export const GRAPHSKILL_TREE_FILE = sharedData('networkx-doc-tree/networkx_graph_functions_docs.json');

/** ComplexGraph's task statements. */
export const COMPLEXGRAPH_DESCRIPTIONS = sharedData('complexgraph-tasks/descriptions');
