/**
 * The list of supported formats and lookup by name. Adding a format is one line here.
 */
import { GrrafError } from '../../errors.js';
import { csvFormat } from './csv.js';
import { edgeListFormat } from './edgelist.js';
import type { FormatName, GraphFormat } from './format.js';
import { graphInstructFormat } from './graphinstruct.js';
import { graphmlFormat } from './graphml.js';
import { gtoolsFormat } from './gtools.js';
import { nodeLinkFormat } from './node-link.js';

/** Every supported format, in the order auto-detection prefers on ties of equal confidence. */
export const FORMATS: readonly GraphFormat[] = [
  graphInstructFormat,
  gtoolsFormat,
  edgeListFormat,
  nodeLinkFormat,
  graphmlFormat,
  csvFormat,
];

/** Names of the supported formats. */
export function formatNames(): FormatName[] {
  return FORMATS.map((f) => f.name);
}

/** The format called `name`; 'format-unknown' listing the supported ones otherwise. */
export function getFormat(name: string): GraphFormat {
  const f = FORMATS.find((x) => x.name === name);
  if (!f) {
    throw new GrrafError(
      'format-unknown',
      `unknown format "${name}"; supported: ${formatNames().join(', ')}`,
      {
        field: 'format',
      },
    );
  }
  return f;
}
