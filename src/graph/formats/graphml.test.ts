import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { parseGraphML } from './graphml.js';

const METRO = readFileSync(new URL('../../../examples/formats/metro.graphml', import.meta.url), 'utf8');

const fails = (text: string) => thrownGrrafError(() => parseGraphML(text, { file: 'g.graphml' }));

const wrap = (body: string, dir = 'undirected') =>
  `<?xml version="1.0"?>\n<graphml>\n<graph edgedefault="${dir}">\n${body}\n</graph>\n</graphml>`;

describe('GraphML (read-only)', () => {
  it('reads the bundled example: typed values cast, defaults left as strings', () => {
    const p = parseGraphML(METRO);
    expect(p.graph.directed).toBe(true);
    expect(p.graph.nodes).toHaveLength(5);
    const central = p.graph.nodes.find((n) => n.id === 'central');
    expect(central?.properties).toEqual({ name: 'Central', zone: 1, accessible: true });
    // graphology-graphml does not cast <default> values: "false" stays a string.
    expect(p.graph.nodes.find((n) => n.id === 'harbour')?.properties.accessible).toBe('false');
    expect(p.graph.edges.map((e) => e.weight)).toEqual([3, 4, 6, 7, 22.5]);
    expect(p.graph.edges[0]?.properties.line).toBe('red');
    expect(p.graph.edges[4]?.properties.line).toBe('express');
  });

  it('merges parallel edges with a warning', () => {
    const p = parseGraphML(
      wrap('<node id="a"/><node id="b"/><edge source="a" target="b"/><edge source="b" target="a"/>'),
    );
    expect(p.graph.directed).toBe(false);
    expect(p.graph.edges).toHaveLength(1);
    expect(p.warnings).toHaveLength(1);
  });

  it('gives line and column for malformed XML, duplicate ids and dangling edges', () => {
    expect(fails('<graphml><graph>\n<node id="a"></graph></graphml>').location).toMatchObject({ line: 2 });
    expect(fails(wrap('<node id="a"/>\n<node id="a"/>'))).toMatchObject({
      code: 'validation',
      location: { file: 'g.graphml', line: 5, column: 1 },
    });
    expect(fails(wrap('<node id="a"/>\n  <edge source="a" target="z"/>')).location).toMatchObject({
      line: 5,
      column: 3,
    });
    expect(fails('<html><body/></html>').message).toMatch(/not GraphML/);
    expect(fails('<graphml><graph>').code).toBe('parse');
  });

  it('rejects a non-numeric weight naming the edge', () => {
    const text = wrap(
      '<node id="a"/><node id="b"/><edge id="e1" source="a" target="b"><data key="weight">far</data></edge>',
    );
    expect(fails(text).location.field).toBe('edge e1.weight');
  });
});
