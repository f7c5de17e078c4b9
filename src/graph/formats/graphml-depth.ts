/**
 * A bound on how deeply GraphML elements nest, checked before the XML is parsed. Neither
 * @xmldom/xmldom nor graphology-graphml has one, and each level costs them about 2.8 KB and 16 µs:
 * a 9.8 MB upload of nested elements held `grraf serve` for 20 s and took 3 GB. Real files nest
 * a dozen levels (yEd's node graphics) or a few more for nested graphs.
 *
 * The scan reads only what XML needs to find elements — comments, CDATA sections, processing
 * instructions, declarations (a DOCTYPE's internal subset), quoted attribute values, start, end
 * and empty-element tags — and leaves every other judgement (well-formedness, names, entities) to
 * the XML parser that runs next; text it cannot follow is left to that parser too. xmldom's own
 * SAX handler hook is documented as private ("for internal testing"), hence this scan.
 */
import { GrrafError } from '../../errors.js';
import { locate } from './input-checks.js';

/** Deepest element nesting accepted. */
export const MAX_XML_DEPTH = 100;

/** Throws a located 'parse' GrrafError at the first element nested deeper than `max`. */
export function checkXmlDepth(text: string, file?: string, max = MAX_XML_DEPTH): void {
  let depth = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    let end: number;
    if (text.startsWith('<!--', at)) end = after(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) end = after(text, ']]>', at + 9);
    else if (text.startsWith('<?', at)) end = after(text, '?>', at + 2);
    else if (text.startsWith('<!', at)) end = declarationEnd(text, at + 2);
    else if (text.startsWith('</', at)) {
      depth -= 1;
      end = after(text, '>', at + 2);
    } else {
      const close = tagEnd(text, at + 1);
      if (close === -1) return;
      if (text.charCodeAt(close - 1) !== 47 /* / */) {
        depth += 1;
        if (depth > max) {
          throw new GrrafError('parse', `XML elements nested deeper than ${max} levels`, {
            file,
            ...locate(text, at),
          });
        }
      }
      end = close + 1;
    }
    if (end === -1) return;
    at = text.indexOf('<', end);
  }
}

/** The offset just past the next `token` from `from`; -1 when there is none. */
function after(text: string, token: string, from: number): number {
  const i = text.indexOf(token, from);
  return i === -1 ? -1 : i + token.length;
}

/** The offset of the `>` closing a start tag, skipping quoted attribute values; -1 when none. */
function tagEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 62 /* > */) return i;
    if (c === 34 /* " */ || c === 39 /* ' */) {
      i = text.indexOf(text[i]!, i + 1);
      if (i === -1) return -1;
    }
  }
  return -1;
}

/** Just past a `<!...>` declaration, whose internal subset `[...]` may hold `>`; -1 when unended. */
function declarationEnd(text: string, from: number): number {
  let brackets = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 91 /* [ */) brackets += 1;
    else if (c === 93 /* ] */) brackets -= 1;
    else if (c === 62 /* > */ && brackets <= 0) return i + 1;
    else if (c === 34 || c === 39) {
      i = text.indexOf(text[i]!, i + 1);
      if (i === -1) return -1;
    }
  }
  return -1;
}
