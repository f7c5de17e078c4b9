import { describe, expect, it } from 'vitest';
import { mazeDataset } from '../datasets/maze/bench-dataset.js';
import { mazeQuestions } from '../datasets/maze/maze-questions.js';
import { computeTruth } from './ground-truth.js';
import { benchTruthText } from './truth-text.js';

describe('the maze truth', () => {
  it("is the start and goal, with the shortest walk the library finds equal to the generator's", () => {
    const mazes = mazeQuestions({ seed: 5, count: 6 });
    const { questions } = mazeDataset('maze:10', { seed: 5, count: 6 });
    questions.forEach((q, i) => {
      const outcome = computeTruth(q);
      expect('truth' in outcome && outcome.truth).toEqual({
        kind: 'maze-path',
        source: mazes[i]!.maze.start,
        target: mazes[i]!.maze.goal,
        shortest: mazes[i]!.maze.shortestPathLength,
      });
    });
  });

  it('is written for reports', () => {
    expect(benchTruthText({ kind: 'maze-path', source: 3, target: 9, shortest: 15 })).toBe(
      'a path 3 → 9 (shortest 15 steps)',
    );
    const items = Array.from({ length: 25 }, (_, i) => `["n${i}"]`);
    expect(benchTruthText({ kind: 'items', match: 'one', items, fields: [] })).toMatch(
      /^one of \{\["n0"\], .*\["n19"\], … \(25 items\)\}$/,
    );
    expect(benchTruthText({ kind: 'number', value: 4 })).toBe('4');
  });

  it("takes a question's own truth when its dataset computed one", () => {
    const truth = { kind: 'items' as const, match: 'all' as const, items: ['[1]'], fields: [] };
    const q = { id: 'x', task: 'node_count', question: '?', graphInQuestion: false, origin: 'x', truth };
    expect(computeTruth(q)).toEqual({ truth });
  });
});
