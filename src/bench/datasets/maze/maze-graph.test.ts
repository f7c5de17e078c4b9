import { describe, expect, it } from 'vitest';
import { generateMaze } from './maze.js';
import { mazeGraph, renderMazeGrid, WALL_DISTANCE, WALL_SYMBOL } from './maze-graph.js';

const maze = generateMaze({ width: 10, height: 10, wallRatio: 0.5, minPathLength: 15, seed: 9 });
const rowCol = (i: number) => [Math.floor(i / maze.width), i % maze.width] as const;

describe('maze as a graph', () => {
  it("has one node per open cell with the paper's properties", () => {
    const g = mazeGraph(maze);
    expect(g.directed).toBe(false);
    const open = maze.walls.flatMap((w, i) => (w ? [] : [i]));
    expect(g.nodes.map((n) => n.id)).toEqual(open);
    const [gr, gc] = rowCol(maze.goal);
    for (const n of g.nodes) {
      const [r, c] = rowCol(Number(n.id));
      const { euclidean_distance, ...rest } = n.properties;
      expect(rest).toEqual({ key: String(n.id), marked: false, mark_order: -1 });
      expect(euclidean_distance).toBeCloseTo(Math.sqrt((r - gr) ** 2 + (c - gc) ** 2), 12);
    }
  });

  it('joins exactly the open cells that share a side', () => {
    const want = new Set<string>();
    for (let a = 0; a < 100; a++) {
      for (let b = a + 1; b < 100; b++) {
        const [ra, ca] = rowCol(a);
        const [rb, cb] = rowCol(b);
        if (!maze.walls[a] && !maze.walls[b] && Math.abs(ra - rb) + Math.abs(ca - cb) === 1)
          want.add(`${a}-${b}`);
      }
    }
    const got = mazeGraph(maze).edges.map((e) => {
      expect(e.type).toBe('ADJACENT');
      return `${Math.min(Number(e.source), Number(e.target))}-${Math.max(Number(e.source), Number(e.target))}`;
    });
    expect(new Set(got)).toEqual(want);
    expect(got).toHaveLength(want.size);
  });

  it('adds wall nodes with the sentinel distance when asked', () => {
    const g = mazeGraph(maze, { includeWalls: true });
    expect(g.nodes).toHaveLength(100);
    const walls = g.nodes.filter((n) => n.labels[0] === 'Wall');
    expect(walls).toHaveLength(50);
    for (const w of walls) expect(w.properties.euclidean_distance).toBe(WALL_DISTANCE);
    expect(g.edges).toEqual(mazeGraph(maze).edges);
  });
});

describe('maze as grid text', () => {
  it('shows keys, S, G and walls inside display-only borders, row by row', () => {
    const lines = renderMazeGrid(maze).split('\n');
    expect(lines).toHaveLength(2 * maze.height + 1);
    for (let k = 0; k < lines.length; k += 2) expect(lines[k]).toMatch(/^(\+-+)+\+$/);
    for (let row = 0; row < maze.height; row++) {
      const line = lines[2 * row + 1]!;
      expect(line.startsWith('|') && line.endsWith('|')).toBe(true);
      const cells = line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim());
      expect(cells).toHaveLength(maze.width);
      cells.forEach((text, col) => {
        const i = row * maze.width + col;
        const want = i === maze.start ? 'S' : i === maze.goal ? 'G' : maze.walls[i] ? WALL_SYMBOL : String(i);
        expect(text).toBe(want);
      });
    }
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
