/**
 * Grid coordinates of a node, read from the data: a graph whose every node says where it sits on
 * a grid (a maze's cells) is drawn as that grid. A node may say so with integer `row` and `col`
 * (or `r` and `c`) properties, or with a key "r,c" — in its `key` property or its id.
 */
import type { GraphNode } from '../../graph/model.js';

/** A cell of a grid: row from the top, column from the left. */
export interface GridCell {
  row: number;
  col: number;
}

const PAIR = /^\s*[([]?\s*(-?\d+)\s*[,;]\s*(-?\d+)\s*[)\]]?\s*$/;

/** The grid cell a node names, or undefined when it names none. */
export function gridCell(node: Pick<GraphNode, 'id' | 'properties'>): GridCell | undefined {
  const p = node.properties;
  for (const [r, c] of [
    ['row', 'col'],
    ['r', 'c'],
  ] as const) {
    if (Number.isInteger(p[r]) && Number.isInteger(p[c])) return { row: p[r] as number, col: p[c] as number };
  }
  for (const text of [p.key, node.id]) {
    if (typeof text !== 'string') continue;
    const m = PAIR.exec(text);
    if (m) return { row: Number(m[1]), col: Number(m[2]) };
  }
  return undefined;
}

/** Every node's cell, keyed like the nodes, when all nodes (at least four) name one; else undefined. */
export function gridCells(
  nodes: readonly Pick<GraphNode, 'id' | 'properties'>[],
): Map<string, GridCell> | undefined {
  if (nodes.length < 4) return undefined;
  const cells = new Map<string, GridCell>();
  for (const n of nodes) {
    const cell = gridCell(n);
    if (!cell) return undefined;
    cells.set(String(n.id), cell);
  }
  return cells;
}
