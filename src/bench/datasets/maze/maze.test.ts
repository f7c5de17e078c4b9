import { describe, expect, it } from 'vitest';
import { shortestPathLength } from '../../../algorithms/shortest-path.js';
import { isGrrafError } from '../../../errors.js';
import { toGraphology } from '../../../graph/graphology.js';
import { generateMaze, type MazeOptions } from './maze.js';
import { mazeGraph } from './maze-graph.js';
import { mazeQuestions } from './maze-questions.js';

const PAPER: Omit<MazeOptions, 'seed'> = { width: 10, height: 10, wallRatio: 0.5, minPathLength: 15 };

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('maze generation', () => {
  it('is reproducible from its seed and changes with it', () => {
    const a = generateMaze({ ...PAPER, seed: 4 });
    expect(generateMaze({ ...PAPER, seed: 4 })).toEqual(a);
    expect(generateMaze({ ...PAPER, seed: 5 }).walls).not.toEqual(a.walls);
  });

  it('guarantees a start-goal path of at least the minimum length, checked by the algorithm library', () => {
    for (let seed = 0; seed < 40; seed++) {
      const maze = generateMaze({ ...PAPER, seed });
      expect(maze.walls.filter(Boolean)).toHaveLength(50);
      expect(maze.walls[maze.start]).toBe(false);
      expect(maze.walls[maze.goal]).toBe(false);
      const hops = shortestPathLength(toGraphology(mazeGraph(maze)), maze.start, maze.goal, { weight: null });
      expect(hops).toBe(maze.shortestPathLength);
      expect(hops).toBeGreaterThanOrEqual(15);
    }
  });

  it('honors other sizes and ratios', () => {
    const maze = generateMaze({ width: 20, height: 12, wallRatio: 0.3, minPathLength: 25, seed: 2 });
    expect(maze.walls).toHaveLength(240);
    expect(maze.walls.filter(Boolean)).toHaveLength(72);
    expect(
      shortestPathLength(toGraphology(mazeGraph(maze)), maze.start, maze.goal, { weight: null }),
    ).toBeGreaterThanOrEqual(25);
  });

  it('refuses parameters it cannot satisfy, naming the field', () => {
    const tooFewOpen = errorOf(() => generateMaze({ ...PAPER, minPathLength: 50, seed: 1 }));
    expect(isGrrafError(tooFewOpen, 'validation')).toBe(true);
    expect((tooFewOpen as { location: { field?: string } }).location.field).toBe('minPathLength');
    const openGrid = errorOf(() =>
      generateMaze({ width: 3, height: 3, wallRatio: 0, minPathLength: 5, seed: 1 }),
    );
    expect((openGrid as Error).message).toMatch(/opposite corners/);
    // 12 open cells of a 4×4 grid never form a path of 11 steps: only the search can tell.
    const noLayout = errorOf(() =>
      generateMaze({ width: 4, height: 4, wallRatio: 0.25, minPathLength: 11, seed: 1 }),
    );
    expect(isGrrafError(noLayout, 'validation')).toBe(true);
    expect((noLayout as Error).message).toMatch(/layouts tried/);
    expect(
      isGrrafError(
        errorOf(() => generateMaze({ ...PAPER, wallRatio: 1, seed: 1 })),
        'validation',
      ),
    ).toBe(true);
  });
});

describe('maze questions', () => {
  it("makes the paper's ten 10x10 mazes by default, reproducibly", () => {
    const qs = mazeQuestions({ seed: 3 });
    expect(qs).toHaveLength(10);
    expect(new Set(qs.map((q) => q.id)).size).toBe(10);
    expect(qs.map((q) => q.grid)).toEqual(mazeQuestions({ seed: 3 }).map((q) => q.grid));
    for (const q of qs) {
      expect(q.size).toBe('10x10');
      expect(q.startKey).toBe(String(q.maze.start));
      expect(q.goalKey).toBe(String(q.maze.goal));
      expect(q.maze.shortestPathLength).toBeGreaterThanOrEqual(15);
    }
    // Maze i depends only on (seed, size, i).
    expect(mazeQuestions({ seed: 3, count: 2 }).map((q) => q.grid)).toEqual(
      qs.slice(0, 2).map((q) => q.grid),
    );
  });
});
