/**
 * GraphWalk's mazes as a bench dataset (paper §3.2): the maze as a graph (open cells and walls as
 * nodes, the paper's cell properties, ADJACENT edges) for the walking methods, and as the grid
 * drawing of appendix D.1 for the no-tools baseline (Task.graphText). Any valid path from the
 * start to the goal is right (truth rule `maze`).
 */
import type { JSONSchema7 } from '@ai-sdk/provider';
import { z } from 'zod';
import type { BenchQuestion } from '../../types.js';
import { type Dataset, filterTasks } from '../dataset.js';
import { mazeGraph } from './maze-graph.js';
import { type MazeQuestion, type MazeQuestionOptions, mazeQuestions } from './maze-questions.js';

/** The bench's task name of maze questions. */
export const MAZE_TASK = 'maze';

/** The answer format: the path as cell keys. */
export const MAZE_ANSWER_FORMAT = {
  instruction: 'Return ONLY the JSON output in the format: {"path": ["<cell key>", "<cell key>", ...]}.',
  schema: z.toJSONSchema(
    z.object({ path: z.array(z.union([z.string(), z.number()])).min(1) }),
  ) as JSONSchema7,
};

/** The dataset; its spec is `name`. */
export function mazeDataset(name: string, options: MazeQuestionOptions & { tasks?: string[] } = {}): Dataset {
  const { tasks, ...generate } = options;
  const questions = mazeQuestions(generate).map(benchQuestion);
  const size = generate.size ?? 10;
  return {
    name,
    description:
      `GraphWalk mazes: ${questions.length} of ${size}x${size} cells, ${Math.round(100 * (generate.wallRatio ?? 0.5))}% walls, ` +
      `shortest path ≥ ${generate.minPathLength ?? 15} steps (seed ${generate.seed ?? 1})`,
    questions: filterTasks(questions, tasks),
  };
}

/** One maze as the bench runs it. */
export function benchQuestion(m: MazeQuestion): BenchQuestion {
  return {
    id: m.id,
    task: MAZE_TASK,
    question:
      `Find a path from the start cell (key ${m.startKey}) to the goal cell (key ${m.goalKey}) of this ${m.size} maze: ` +
      'the sequence of cell keys from the start to the goal, each step to an open cell that shares a side with the previous one. ' +
      MAZE_ANSWER_FORMAT.instruction,
    graph: mazeGraph(m.maze, { includeWalls: true }),
    params: { source: m.maze.start, target: m.maze.goal },
    graphInQuestion: false,
    origin: m.id,
    graphText: drawing(m),
    answerFormat: MAZE_ANSWER_FORMAT,
  };
}

/** The grid and how to read it (appendix D.1's description of `{maze_data}`). */
function drawing(m: MazeQuestion): string {
  return [
    `The maze is a ${m.size} grid, drawn below. Each open cell shows its key; S is the start cell ` +
      `(key ${m.startKey}) and G the goal cell (key ${m.goalKey}); # is a wall. Keys increase left to right, ` +
      'top to bottom. The borders |, + and - are for display only and are not part of the maze.',
    '<maze_data>',
    m.grid,
    '</maze_data>',
  ].join('\n');
}
