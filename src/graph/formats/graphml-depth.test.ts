import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { parseGraphML } from './graphml.js';
import { checkXmlDepth, MAX_XML_DEPTH } from './graphml-depth.js';

const graphml = (inner: string) =>
  `<?xml version="1.0"?>\n<graphml>\n<graph edgedefault="undirected">\n<node id="a">${inner}</node>\n</graph>\n</graphml>\n`;
const nested = (levels: number) => `${'<x>'.repeat(levels)}${'</x>'.repeat(levels)}`;

function errorOf(f: () => unknown): GrrafError {
  try {
    f();
  } catch (e) {
    if (e instanceof GrrafError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('GraphML nesting', () => {
  it('refuses elements nested too deeply at once, at the first element too deep', () => {
    // 1.4 million levels in 9.8 MB took 20 s and 3 GB before the bound.
    const text = graphml(nested(1_400_000));
    const started = performance.now();
    const e = errorOf(() => parseGraphML(text, { file: 'deep.graphml' }));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(e).toMatchObject({ code: 'parse', location: { file: 'deep.graphml', line: 4 } });
    expect(e.message).toMatch(/^deep\.graphml:4:\d+: XML elements nested deeper than 100 levels$/);
    // graphml, graph and node are three levels: the 98th <x> is the 101st.
    expect(e.location.column).toBe('<node id="a">'.length + 97 * 3 + 1);
  });

  it('reads files that nest within the bound, with comments, CDATA, declarations and quoted >', () => {
    const inner = `<data key="d"><![CDATA[<a><b><c>]]></data><!-- <x><x> --><data key="e" note="a>b/>"/>${nested(MAX_XML_DEPTH - 3)}`;
    const text = graphml(inner).replace(
      '<graphml>',
      '<!DOCTYPE graphml [ <!ENTITY e "<x>"> ]>\n<?pi <x> ?>\n<graphml>',
    );
    expect(() => checkXmlDepth(text)).not.toThrow();
    expect(() => checkXmlDepth(graphml(nested(MAX_XML_DEPTH - 2)))).toThrow(/nested deeper than 100/);
    expect(parseGraphML(graphml('<data key="w">1</data>'), { file: 'ok.graphml' }).graph.nodes).toHaveLength(
      1,
    );
  });

  it('leaves text it cannot follow to the XML parser, which locates the fault', () => {
    expect(() => checkXmlDepth('<graphml><graph a="unclosed></graph>')).not.toThrow();
    expect(() => parseGraphML('<graphml><graph a="unclosed></graph>', { file: 'bad.graphml' })).toThrow(
      /bad\.graphml.*invalid XML/,
    );
  });
});
