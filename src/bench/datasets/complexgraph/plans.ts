/**
 * What each question is drawn as: a structure class, and for yes/no tasks and conditional
 * composites the answer (or branch) it is shaped toward. Questions cycle through a task's plans,
 * so structure classes come in equal numbers (GraphSkill's balance) and yes/no answers half and
 * half (a choice of ours: the paper is silent, and random graphs are nearly never regular or
 * Eulerian, so unshaped data would reward always answering "no").
 *
 * Yes/no plans pair each answer with the classes it can have: a "yes" Eulerian graph must be
 * connected, a "no" bipartite graph must have a cycle, a regular graph cannot be a tree.
 */
import type { Setting } from './catalog.js';
import { isDirected } from './catalog.js';
import { STRUCTURES, type Structure } from './graph/structure.js';

/** One plan: the class to draw, and the answer or branch to shape toward (when there is one). */
export interface Plan {
  structure: Structure;
  target?: boolean;
}

const CA: Structure = 'connected-acyclic';
const CC: Structure = 'connected-cyclic';
const DA: Structure = 'disconnected-acyclic';
const DC: Structure = 'disconnected-cyclic';

const plain = (...s: Structure[]): Plan[] => s.map((structure) => ({ structure }));
/** Alternating yes / no plans from two class lists of equal length. */
const yesNo = (yes: Structure[], no: Structure[]): Plan[] =>
  yes.flatMap((s, i) => [
    { structure: s, target: true },
    { structure: no[i]!, target: false },
  ]);

/** A connected graph with an Euler path (yes) or any class (no). */
const EULER = yesNo([CC, CC, CC, CC], [CA, DA, CC, DC]);

/** The plans of `task` in `setting`, cycled through by question number. */
export function plansOf(task: string, setting: Setting): Plan[] {
  switch (task) {
    case 'is_connected':
      return yesNo([CA, CC], [DA, DC]);
    case 'is_bipartite':
      return yesNo([CA, DA, CC, DC], [CC, DC, CC, DC]);
    case 'has_eulerian_path':
    case 'scc_and_eulerian_feasibility':
    case 'shortest_path_and_eular_tour':
      return EULER;
    case 'is_regular':
      // No acyclic regular digraph exists; the undirected acyclic ones are perfect matchings.
      return isDirected(setting)
        ? yesNo([CC, DC, CC, DC], [CA, DA, CC, DC])
        : yesNo([CC, DC, DA, CC], [CA, DA, CC, DC]);
    case 'is_distance_regular':
      return yesNo([CC, CC, CC, CC], [CA, DA, CC, DC]);
    case 'clustering':
      // Forests have no triangle, so every coefficient would be 0; Table 8's smallest clustering
      // graph (13 nodes, 14 edges) has a cycle too. DAGs keep their undirected triangles.
      return isDirected(setting) ? plain(...STRUCTURES) : plain(CC, DC);
    case 'diameter':
      // Defined on connected graphs only; directed ones are made strongly connected.
      return isDirected(setting) ? plain(CC) : plain(CA, CC);
    default:
      return plain(...STRUCTURES);
  }
}

/** Tasks whose plan target is the condition of a conditional composite (an Euler path exists). */
export const EULER_CONDITION = new Set(['scc_and_eulerian_feasibility', 'shortest_path_and_eular_tour']);
