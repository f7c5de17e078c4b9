import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { GRAPHWALK_PRESETS, presetParams } from './presets.js';
import { generateSyntheticGraph, KEY_PROPERTY } from './synthetic-graph.js';

const words = new Set<string>();

describe('synthetic property graphs', () => {
  it('is reproducible from its seed and changes with it', () => {
    const a = generateSyntheticGraph(GRAPHWALK_PRESETS.main, 3, words);
    expect(generateSyntheticGraph(GRAPHWALK_PRESETS.main, 3, words)).toEqual(a);
    expect(generateSyntheticGraph(GRAPHWALK_PRESETS.main, 4, words).graph).not.toEqual(a.graph);
  });

  it.each(['main', 'scale-150', 'scale-500'])('honors the %s preset', (preset) => {
    const p = presetParams(preset);
    const { graph, schema } = generateSyntheticGraph(p, 11, words);
    expect(graph.directed).toBe(true);
    expect(graph.nodes).toHaveLength(p.nodes);
    expect(schema.nodeClasses).toHaveLength(p.nodeClasses);
    expect(schema.relationshipClasses).toHaveLength(p.relationshipClasses);
    const classes = new Map(schema.nodeClasses.map((c) => [c.label, c]));
    const size = new Map<string, number>();
    for (const n of graph.nodes) {
      expect(n.labels).toHaveLength(1);
      const spec = classes.get(n.labels[0]!)!;
      size.set(spec.label, (size.get(spec.label) ?? 0) + 1);
      expect(Object.keys(n.properties).sort()).toEqual(
        [KEY_PROPERTY, ...spec.properties.map((x) => x.name)].sort(),
      );
      for (const prop of spec.properties) expect(prop.values).toContain(n.properties[prop.name]);
      expect(n.properties[KEY_PROPERTY]).toBe(n.id);
    }
    expect(new Set(graph.nodes.map((n) => n.properties[KEY_PROPERTY])).size).toBe(p.nodes);
    expect(size.size).toBe(p.nodeClasses);
    const labelOf = new Map(graph.nodes.map((n) => [n.id, n.labels[0]!]));
    const pairs = new Set<string>();
    for (const e of graph.edges) {
      const rel = schema.relationshipClasses.find((r) => r.type === e.type)!;
      const pattern = { source: labelOf.get(e.source), target: labelOf.get(e.target) };
      expect(rel.patterns).toContainEqual(pattern);
      expect(Object.keys(e.properties).sort()).toEqual(rel.properties.map((x) => x.name).sort());
      for (const prop of rel.properties) expect(prop.values).toContain(e.properties[prop.name]);
      expect(e.source).not.toBe(e.target);
      pairs.add(`${e.source}>${e.target}`);
    }
    expect(pairs.size).toBe(graph.edges.length);
    // Each pattern S→T holds round(density × |S|) edges, unless its class pair runs out.
    const expected = schema.relationshipClasses
      .flatMap((r) => r.patterns)
      .reduce((sum, pt) => sum + Math.round(p.edgeDensity * size.get(pt.source)!), 0);
    expect(graph.edges.length).toBe(expected);
  });

  it("names every class, type, property and string value with a distinct 4-8 letter name in the paper's case", () => {
    const { schema } = generateSyntheticGraph(GRAPHWALK_PRESETS['scale-150'], 2, words);
    const labels = schema.nodeClasses.map((c) => c.label);
    const types = schema.relationshipClasses.map((c) => c.type);
    const props = [...schema.nodeClasses, ...schema.relationshipClasses].flatMap((c) => c.properties);
    const strings = props.filter((x) => x.type === 'string').flatMap((x) => x.values as string[]);
    for (const l of labels) expect(l).toMatch(/^[A-Z][a-z]{3,7}$/);
    for (const t of types) expect(t).toMatch(/^[A-Z]{4,8}$/);
    for (const s of [...props.map((x) => x.name), ...strings]) expect(s).toMatch(/^[a-z]{4,8}$/);
    const all = [...labels, ...types, ...props.map((x) => x.name), ...strings].map((s) => s.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    const floats = props.filter((x) => x.type === 'float').flatMap((x) => x.values as number[]);
    expect(floats.length).toBeGreaterThan(0);
    for (const f of floats) expect(Number.isInteger(f)).toBe(false);
  });

  it('fills the free pairs exactly when the density asks for nearly all of them', () => {
    const p = {
      ...GRAPHWALK_PRESETS.main,
      nodes: 8,
      nodeClasses: 1,
      relationshipClasses: 1,
      patternsPerRelationship: 1,
      edgeDensity: 7,
    };
    const { graph } = generateSyntheticGraph(p, 5, words);
    expect(graph.edges).toHaveLength(8 * 7);
  });

  it('refuses parameters it cannot honor, naming the field', () => {
    const bad = { ...GRAPHWALK_PRESETS.main, nodes: 3 };
    const err = (() => {
      try {
        return generateSyntheticGraph(bad, 1, words);
      } catch (e) {
        return e;
      }
    })();
    expect(isGrrafError(err, 'validation')).toBe(true);
    expect((err as { location: { field?: string } }).location.field).toBe('nodes');
    expect(() => presetParams('huge')).toThrow(/main, scale-150/);
  });
});
