import { describe, expect, it } from 'vitest';
import { fade, labelColors, NO_LABEL } from './palette';

describe('labelColors', () => {
  it('colors a node by its rarest label, and lists labels by how many nodes they color', () => {
    const colors = labelColors([
      { key: 'P1', labels: ['Plant', 'Facility'] },
      { key: 'W1', labels: ['Warehouse', 'Facility'] },
      { key: 'W2', labels: ['Warehouse', 'Facility'] },
      { key: 'S1', labels: ['Store'] },
      { key: 'x' },
    ]);
    expect(Object.fromEntries(colors.labelOf)).toEqual({
      P1: 'Plant',
      W1: 'Warehouse',
      W2: 'Warehouse',
      S1: 'Store',
      x: NO_LABEL,
    });
    expect(colors.legend.map((l) => [l.label, l.count])).toEqual([
      ['Warehouse', 2],
      [NO_LABEL, 1],
      ['Plant', 1],
      ['Store', 1],
    ]);
    expect(new Set(colors.legend.map((l) => l.color)).size).toBe(4);
  });
});

describe('fade', () => {
  it('mixes a color with white', () => {
    expect(fade('#000000', 0)).toBe('#000000');
    expect(fade('#000000', 1)).toBe('#ffffff');
    expect(fade('#e8590c', 0.5)).toBe('#f4ac86');
  });
});
