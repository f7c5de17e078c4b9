import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { gridCells } from './maze-grid.js';
import { mazeTools } from './maze-tools.js';
import { type CellView, MazeWalk } from './maze-walk.js';
import { CORRIDOR, CORRIDOR_PATH, drawnMaze } from './test-support.js';

describe('the maze tools', () => {
  it('walk one shared state: cells marked by get_possible_next_cells make the connected path', async () => {
    const tools = mazeTools(new MazeWalk(gridCells(drawnMaze(CORRIDOR))));
    for (const key of CORRIDOR_PATH) {
      const args = tools.get_possible_next_cells.inputSchema.parse({ node_id: key });
      const next = (await tools.get_possible_next_cells.execute(args, {})) as CellView[];
      expect(next.every((c) => typeof c.key === 'string')).toBe(true);
    }
    const path = await tools.get_connected_path.execute({}, {});
    expect(path).toEqual({ from: '0', to: '24', path: CORRIDOR_PATH });
  });

  it('take a number or a string as the cell key, and answer a wall with an error for the agent', async () => {
    const tools = mazeTools(new MazeWalk(gridCells(drawnMaze(CORRIDOR))));
    const first = (await tools.get_possible_next_cells.execute({ node_id: 0 }, {})) as CellView[];
    expect(first.map((c) => c.key)).toEqual(['1']);
    let error: unknown;
    try {
      await tools.get_possible_next_cells.execute({ node_id: '3' }, {});
    } catch (e) {
      error = e;
    }
    expect(isGrrafError(error, 'validation') && error.recoverable).toBe(true);
    expect(tools.get_possible_next_cells.description).toMatch(/Mark the given cell as visited/);
  });
});
