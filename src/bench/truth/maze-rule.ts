/**
 * The maze's truth (GraphWalk §3.2): any valid walk from the start to the goal is right. The
 * shortest walk's length, from the algorithm library, goes into the truth for the report's notes
 * and proves that a walk exists.
 */
import { shortestPathLength } from '../../algorithms/shortest-path.js';
import { GrrafError } from '../../errors.js';
import type { MazePathTruth } from '../types.js';
import { param, type Rule } from './rule.js';

/** The maze rule: source = start, target = goal. */
export const mazeRule: Rule<MazePathTruth> = (q, G) => {
  const source = param(q, 'source');
  const target = param(q, 'target');
  const shortest = shortestPathLength(G, source, target, { weight: null });
  if (!Number.isFinite(shortest)) {
    throw new GrrafError('validation', `the maze has no path from ${source} to ${target}`, {
      field: 'target',
    });
  }
  return { kind: 'maze-path', source, target, shortest };
};
