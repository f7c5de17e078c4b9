/**
 * Which tools the walker gets: GraphWalk's graph toolset (paper §4.3), or its maze toolset
 * (§3.1) for a maze — a graph whose cells carry the walk's marks (`marked`, `mark_order`), as the
 * paper's maze graphs do. `auto` decides from the schema; a method option can force either.
 */
import type { GraphData } from '../../graph/model.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { LoopTool } from '../../llm/tool-loop.js';
import { graphTools } from '../../tools/graph/graph-tools.js';
import { graphCells, MARK_PROPERTIES } from '../../tools/maze/maze-graph-cells.js';
import { mazeTools } from '../../tools/maze/maze-tools.js';
import { MazeWalk } from '../../tools/maze/maze-walk.js';

/** The two toolsets, and `auto`. */
export type ToolsetChoice = 'auto' | 'graph' | 'maze';
/** A toolset once chosen. */
export type Toolset = Exclude<ToolsetChoice, 'auto'>;

/** Tools by name, as the tool loop takes them. */
// biome-ignore lint/suspicious/noExplicitAny: each tool has its own argument type
export type ToolMap = Record<string, LoopTool<any>>;

/** True when some node label carries every mark property (a maze in the paper's form). */
export function isMazeSchema(schema: GraphSchema): boolean {
  return schema.nodeLabels.some((l) => MARK_PROPERTIES.every((m) => l.properties.some((p) => p.key === m)));
}

/** The toolset `choice` means for a graph with this schema. */
export function chooseToolset(choice: ToolsetChoice, schema: GraphSchema): Toolset {
  if (choice !== 'auto') return choice;
  return isMazeSchema(schema) ? 'maze' : 'graph';
}

/** The tools of `toolset` on the graph in `store` (`graph` is the same graph as data, when at hand). */
export async function buildTools(
  toolset: Toolset,
  store: GraphStore,
  schema: GraphSchema,
  graph: GraphData | undefined,
): Promise<ToolMap> {
  if (toolset === 'graph') return { ...graphTools(store, schema) };
  // The maze walk keeps its marks in memory (stores are read-only), over the graph's cells.
  const cells = graphCells(graph ?? (await store.export()));
  return { ...mazeTools(new MazeWalk(cells)) };
}
