import { describe, expect, it } from 'vitest';
import { namedIdsIn, nameMap, withNames } from './names';

const names = nameMap([
  { key: 'R1', label: 'Store Berlin Mitte' },
  { key: 'R12', label: 'Store Krakow' },
  { key: 'R3', label: 'Store Brussels' },
  { key: '7', label: '7' },
]);

const render = (parts: ReturnType<typeof withNames>) =>
  parts.map((p) => ('id' in p ? `${p.id} (${p.name})` : p.text)).join('');

describe('names beside ids', () => {
  it('knows only the nodes whose name differs from their id', () => {
    expect([...names.keys()]).toEqual(['R1', 'R12', 'R3']);
  });

  it("finds the answer's named ids at any depth, numbers as strings", () => {
    expect(namedIdsIn({ stores: ['R1', 'R12'], count: 2 }, names)).toEqual(['R1', 'R12']);
    expect(namedIdsIn(7, names)).toEqual([]);
  });

  it('names whole-word mentions only: R12 is not R1 followed by 2, XR1 is no mention', () => {
    const text = 'It reaches stores R1, R12 and XR1.';
    expect(render(withNames(text, ['R1', 'R12'], names))).toBe(
      'It reaches stores R1 (Store Berlin Mitte), R12 (Store Krakow) and XR1.',
    );
  });

  it("leaves a mention already followed by its name, and ids outside the answer's, alone", () => {
    const text = 'R1 (Store Berlin Mitte) ships to R3.';
    expect(render(withNames(text, ['R1'], names))).toBe(text);
    expect(withNames('no names here', [], names)).toEqual([{ text: 'no names here' }]);
  });
});
