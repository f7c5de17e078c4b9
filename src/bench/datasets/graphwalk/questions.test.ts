import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { mulberry32 } from '../../../util/mulberry32.js';
import { GraphIndex } from './graph-index.js';
import { instantiate } from './instantiate.js';
import { GRAPHWALK_PRESET_NAMES, GRAPHWALK_PRESETS } from './presets.js';
import { graphwalkGraphs, graphwalkQuestions } from './questions.js';
import { generateSyntheticGraph } from './synthetic-graph.js';
import { GRAPHWALK_TEMPLATE_NAMES, GRAPHWALK_TEMPLATES, templateNamed } from './templates.js';
import { isEmptyTruth } from './truth.js';

const words = new Set<string>();

describe('GraphWalk questions', () => {
  it('has the twelve templates of Table 6 in its three categories', () => {
    expect(GRAPHWALK_TEMPLATES).toHaveLength(12);
    const count = (c: string) => GRAPHWALK_TEMPLATES.filter((t) => t.category === c).length;
    expect([count('retrieval-aggregation'), count('path-traversal'), count('logical-composition')]).toEqual([
      5, 4, 3,
    ]);
    expect(() => templateNamed('shortest_path')).toThrow(/node_count, relationship_count/);
  });

  it('is reproducible: the same seed gives the same graphs and questions, another seed others', () => {
    const a = graphwalkQuestions({ seed: 5, graphs: 2, words });
    const b = graphwalkQuestions({ seed: 5, graphs: 2, words });
    const strip = (qs: typeof a) => qs.map(({ output, ...rest }) => ({ ...rest, example: output.example }));
    expect(strip(b)).toEqual(strip(a));
    const c = graphwalkQuestions({ seed: 6, graphs: 2, words });
    expect(c.map((q) => q.question)).not.toEqual(a.map((q) => q.question));
    expect(new Set(a.map((q) => q.id)).size).toBe(a.length);
  });

  it('does not change a question when other templates are left out', () => {
    const all = graphwalkQuestions({ seed: 2, graphs: 1, words });
    const only = graphwalkQuestions({ seed: 2, graphs: 1, words, templates: ['path_finding'] });
    expect(only.map((q) => q.question)).toEqual(
      all.filter((q) => q.template === 'path_finding').map((q) => q.question),
    );
  });

  it.each(GRAPHWALK_PRESET_NAMES)('instantiates every template with an answer on the %s preset', (preset) => {
    const graphs = preset === 'scale-10000' ? 1 : 2;
    const questions = graphwalkQuestions({ preset, seed: 3, graphs, words });
    expect(questions).toHaveLength(12 * graphs);
    for (const q of questions) {
      expect(isEmptyTruth(q.truth), q.id).toBe(false);
      expect(q.question).toBe(`${q.instruction} ${q.output.sentence}`);
      expect(q.graph.nodes).toHaveLength(GRAPHWALK_PRESETS[preset].nodes);
      // Every parameter the question names appears in its text, quoted as Table 6 quotes them.
      for (const [name, value] of Object.entries(q.params)) {
        if (name !== 'source_label' || q.template !== 'path_from_specific_node') {
          expect(q.question, `${q.id} ${name}`).toContain(String(value));
        }
      }
    }
    expect(new Set(questions.map((q) => q.template))).toEqual(new Set(GRAPHWALK_TEMPLATE_NAMES));
  });

  it('writes the question and format of Table 6', () => {
    const [q] = graphwalkQuestions({ seed: 1, graphs: 1, words, templates: ['node_count'] });
    const { source_label, target_label } = q!.params;
    expect(q!.question).toBe(
      `Count the number of "${source_label}" nodes that are connected to any "${target_label}" node. ` +
        'Return ONLY the output with the count in JSON format: [{"count": "number"}].',
    );
  });

  it('shares one graph object among the questions of a graph', () => {
    const qs = graphwalkQuestions({ seed: 1, graphs: 2, words, templates: ['node_count', 'path_finding'] });
    expect(qs[0]!.graph).toBe(qs[1]!.graph);
    expect(qs[0]!.graph).not.toBe(qs[2]!.graph);
    expect(qs[0]!.graphName).not.toBe(qs[2]!.graphName);
  });

  it('gives a located error when a template has no instance with an answer', () => {
    const params = { ...GRAPHWALK_PRESETS.main, edgeDensity: 0 };
    const graph = generateSyntheticGraph(params, 1, words);
    graph.graph.name = 'no-edges';
    const ctx = { graph, index: new GraphIndex(graph.graph) };
    const err = (() => {
      try {
        return instantiate(templateNamed('path_finding'), ctx, mulberry32(1));
      } catch (e) {
        return e;
      }
    })();
    expect(isGrrafError(err, 'not-found')).toBe(true);
    expect((err as Error).message).toMatch(/path_finding .* no-edges/);
    expect((err as { location: { field?: string } }).location.field).toBe('templates.path_finding');
    // Node by property needs no edges: still instantiable on the same graph.
    expect(isEmptyTruth(instantiate(templateNamed('node_by_property'), ctx, mulberry32(1)).truth)).toBe(
      false,
    );
  });

  it('finds the rare answerable instance by enumerating when random draws miss', () => {
    // One edge in the whole graph: path-from-specific-node is answerable from one key only.
    const params = { ...GRAPHWALK_PRESETS.main, nodes: 10_000, edgeDensity: 0 };
    const graph = generateSyntheticGraph(params, 4, words);
    const [a, b] = graph.graph.nodes;
    graph.graph.edges = [
      { source: a!.id, target: b!.id, type: graph.schema.relationshipClasses[0]!.type, properties: {} },
    ];
    const ctx = { graph, index: new GraphIndex(graph.graph) };
    const found = instantiate(templateNamed('path_from_specific_node'), ctx, mulberry32(8));
    expect(found.params.source_key).toBe(a!.id);
    expect(found.params.target_label).toBe(b!.labels[0]);
  });

  it('names graphs after preset, seed and number', () => {
    expect(
      graphwalkGraphs({ preset: 'scale-150', seed: 4, graphs: 2, words }).map((g) => g.graph.name),
    ).toEqual(['graphwalk-scale-150-s4-g0', 'graphwalk-scale-150-s4-g1']);
  });
});
