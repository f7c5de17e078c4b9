import { describe, expect, it } from 'vitest';
import { parseCompiled, parseInputs } from './compile.js';

const F = '```';

describe('parseCompiled', () => {
  it('reads P′ (with its placeholders), the format, the assumption and the program', () => {
    const reply = `**QUESTION:** Max flow from {source} to {target}\nANSWER FORMAT: a number\nASSUMPTION: none\n${F}js\nanswer = maximumFlowValue(G, String(params.source), String(params.target));\n${F}`;
    const c = parseCompiled(reply, 'original', { language: 'js' });
    expect(c.refinement).toEqual({ refined: 'Max flow from {source} to {target}', answerFormat: 'a number' });
    expect(c.program?.code).toBe(
      'answer = maximumFlowValue(G, String(params.source), String(params.target));',
    );
    expect(c.inputs).toEqual({});
  });

  it('does not take the labeled lines for an unfenced program', () => {
    const c = parseCompiled(
      'QUESTION: q\nANSWER FORMAT: a number\nASSUMPTION: none\nanswer = G.order;',
      'q',
      {
        language: 'js',
      },
    );
    expect(c.program?.code).toBe('answer = G.order;');
  });

  it('reads a CANNOT COMPUTE reply as the model declining, with its reason', () => {
    const c = parseCompiled('QUESTION: q\nCANNOT COMPUTE: paths stop at 30 hops', 'q', {
      language: 'cypher',
    });
    expect(c.cannotCompute).toBe('paths stop at 30 hops');
    expect(c.program).toBeUndefined();
  });
});

describe('parseInputs', () => {
  it('reads name=value pairs, numbers as numbers', () => {
    expect(parseInputs('INPUTS: source=0; target=junction-19, k = 3')).toEqual({
      source: 0,
      target: 'junction-19',
      k: 3,
    });
    expect(parseInputs('no inputs here')).toEqual({});
  });

  it('keeps a value of several words whole, with or without quotes', () => {
    expect(parseInputs('INPUTS: supplier_name=Nordic Steel')).toEqual({ supplier_name: 'Nordic Steel' });
    expect(parseInputs('INPUTS: from="Store Berlin Mitte"; hops=2')).toEqual({
      from: 'Store Berlin Mitte',
      hops: 2,
    });
    expect(parseInputs("INPUTS: a='x, y'")).toEqual({ a: 'x, y' });
  });
});
