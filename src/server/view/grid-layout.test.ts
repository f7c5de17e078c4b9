import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../graph/model.js';
import { gridCell, gridCells } from './grid-layout.js';

const node = (id: string | number, properties: GraphNode['properties'] = {}) => ({ id, properties });

describe('gridCell', () => {
  it('reads row/col and r/c integer properties', () => {
    expect(gridCell(node(7, { row: 2, col: 3 }))).toEqual({ row: 2, col: 3 });
    expect(gridCell(node('a', { r: 0, c: 5 }))).toEqual({ row: 0, col: 5 });
  });

  it('reads an "r,c" key property or id, with or without brackets', () => {
    expect(gridCell(node('x', { key: '4,1' }))).toEqual({ row: 4, col: 1 });
    expect(gridCell(node('(2, 6)'))).toEqual({ row: 2, col: 6 });
    expect(gridCell(node('[0;1]'))).toEqual({ row: 0, col: 1 });
  });

  it('names no cell for other nodes', () => {
    expect(gridCell(node(12))).toBeUndefined();
    expect(gridCell(node('Berlin', { row: 1.5, col: 2 }))).toBeUndefined();
    expect(gridCell(node('1,2,3'))).toBeUndefined();
  });
});

describe('gridCells', () => {
  it('gives every cell of a hand-made 2x3 maze keyed by node id', () => {
    const nodes = [];
    for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) nodes.push(node(`${r},${c}`, { marked: false }));
    const cells = gridCells(nodes)!;
    expect(cells.size).toBe(6);
    expect(cells.get('1,2')).toEqual({ row: 1, col: 2 });
  });

  it('is undefined when one node has no cell, or for fewer than four nodes', () => {
    expect(gridCells([node('0,0'), node('0,1'), node('1,0'), node('exit')])).toBeUndefined();
    expect(gridCells([node('0,0'), node('0,1')])).toBeUndefined();
  });
});
