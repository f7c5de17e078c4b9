import { describe, expect, it } from 'vitest';
import { matchPattern, patternParams, questionPattern, withPlaceholders } from './question-pattern.js';

describe('questionPattern', () => {
  it('replaces each parameter value standing as a whole token', () => {
    const q = 'Find the maximum flow. Q: What is the maximum flow from node 4 to node 14?';
    expect(questionPattern(q, { source: 4, target: 14 })).toBe(
      'Find the maximum flow. Q: What is the maximum flow from node {source} to node {target}?',
    );
    expect(questionPattern('The node in question is node=8.', { node: 8 })).toBe(
      'The node in question is node={node}.',
    );
    // 4 inside 14, 4.5 or n4 is not the value 4.
    expect(questionPattern('edges 14 and 4.5 and n4, then node 4.', { source: 4 })).toBe(
      'edges 14 and 4.5 and n4, then node {source}.',
    );
  });

  it('collapses whitespace and keeps literal braces apart from placeholders', () => {
    expect(questionPattern('  degree of\n node {a}  3 ', { node: 3 })).toBe('degree of node {{a}} {node}');
  });

  it('gives equal values the first name (source before target)', () => {
    expect(questionPattern('from node 3 to node 3', { target: 3, source: 3 })).toBe(
      'from node {source} to node {source}',
    );
  });
});

describe('matchPattern', () => {
  const pattern = 'Is there a path between node {source} and node {target}?';

  it('reads the values a question gives the placeholders, numbers as numbers', () => {
    expect(matchPattern(pattern, 'Is there a path between node 7 and node a2?')).toEqual({
      source: 7,
      target: 'a2',
    });
    expect(patternParams(pattern)).toEqual(['source', 'target']);
  });

  it('refuses other wording, multi-word values and unequal repeats', () => {
    expect(matchPattern(pattern, 'Is there a path between node 7 and node 2 and node 9?')).toBeUndefined();
    expect(matchPattern(pattern, 'Is there a walk between node 7 and node 2?')).toBeUndefined();
    expect(matchPattern('from {source} to {source}', 'from 3 to 4')).toBeUndefined();
    expect(matchPattern('from {source} to {source}', 'from 3 to 3')).toEqual({ source: 3 });
  });

  it('round-trips: the pattern of a question matches it with its own parameters', () => {
    const q = 'What is the shortest distance from junction 0 to junction 19? Use {weights}.';
    const params = { source: 0, target: 19 };
    expect(matchPattern(questionPattern(q, params), q)).toEqual(params);
  });
});

describe('withPlaceholders', () => {
  it('keeps the placeholders a text has and replaces the values it still writes out', () => {
    expect(withPlaceholders('Max flow from {source} to node 7 {x}', { source: 4, target: 7 })).toBe(
      'Max flow from {source} to node {target} {{x}}',
    );
  });
});
