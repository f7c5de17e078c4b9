/**
 * GraphWalk's two maze tools (paper appendix E) as tool-loop tools over one MazeWalk: the agent
 * sees only local neighborhoods and its own trail, never the maze.
 */
import { z } from 'zod';
import type { LoopTool } from '../../llm/tool-loop.js';
import { promptFiles } from '../../util/prompt-files.js';
import type { CellView, MazeWalk } from './maze-walk.js';

/** The maze tools' names, as the paper spells them. */
export type MazeToolName = 'get_possible_next_cells' | 'get_connected_path';

const descriptions = promptFiles<MazeToolName>(new URL('./prompts/', import.meta.url));

/** What get_connected_path returns. */
export interface ConnectedPath {
  from: string;
  to: string;
  path: string[];
}

/** The two tools, sharing `walk` (one per maze and question). */
export function mazeTools(walk: MazeWalk): {
  get_possible_next_cells: LoopTool<{ node_id: string | number }>;
  get_connected_path: LoopTool<Record<string, never>>;
} {
  return {
    get_possible_next_cells: {
      description: descriptions.template('get_possible_next_cells'),
      inputSchema: z.object({ node_id: z.union([z.string(), z.number()]).describe('the key of the cell') }),
      execute: ({ node_id }): CellView[] => walk.nextCells(node_id),
    },
    get_connected_path: {
      description: descriptions.template('get_connected_path'),
      inputSchema: z.object({}),
      execute: (): ConnectedPath => {
        const path = walk.connectedPath();
        return { from: path[0]!, to: path.at(-1)!, path };
      },
    },
  };
}
