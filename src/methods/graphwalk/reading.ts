/**
 * How the walker read the question: like GRRAF's ASSUMPTION line, the walker ends its reply with a
 * `READING:` line naming the reading it chose for each term that allows two ("connected to:
 * outgoing relationships"). The line is taken out of the reply before the answer is read, becomes
 * the Solution's `assumption`, and is compared with the asker's notes (task hints).
 *
 * A reading that disagrees with a note is reported, not corrected: the answer stays what the
 * walker computed (changing it would need a second walk), the trace gets a note naming the
 * disagreement, and the details say so, so a user or a report sees that the notes were not followed.
 */

/** The reading line, anywhere in the reply (the last one wins). */
const READING_LINE = /^[ \t>*_`#-]*READING[ \t*_`]*:[ \t]*(.*)$/gim;
const NONE = /^(none|n\/a|no ambiguous terms?|nothing ambiguous|-)\.?$/i;
/** The walker's own mark on a reading that departs from a note. */
const DIFFERS_MARK = /\(\s*differs from (?:the |a )?note\s*\)/i;

/** The reply split into the reading (undefined for none or no line) and the rest. */
export interface ReadingReply {
  reading?: string;
  /** The reply without its reading line(s): what the answer is read from. */
  rest: string;
}

/** Takes the `READING:` line out of `reply`. */
export function splitReading(reply: string): ReadingReply {
  const lines = [...reply.matchAll(READING_LINE)];
  const rest = reply.replace(READING_LINE, '').trim();
  const last = lines.at(-1)?.[1]?.replace(/^[\s`*_]+|[\s`*_]+$/g, '');
  if (!last || NONE.test(last)) return { rest };
  return { reading: last, rest };
}

/** Which way a text says relationships are followed, when it says one way. */
type Direction = 'outgoing' | 'incoming' | 'either';

function directionIn(text: string): Direction | undefined {
  if (
    /either direction|both directions|any direction|ignor\w* (?:the )?direction|undirected|\bin or out\b|incoming or outgoing|outgoing or incoming/i.test(
      text,
    )
  ) {
    return 'either';
  }
  if (/incoming|reverse direction|against (?:its|their|the) (?:stored )?direction/i.test(text))
    return 'incoming';
  if (/outgoing|stored direction|goes from the/i.test(text)) return 'outgoing';
  return undefined;
}

/**
 * The parts of `reading` that disagree with `hints`: a part the walker marked "(differs from the
 * note)", or a part that follows relationships another way than the notes do (the one convention
 * that can be checked without understanding the terms: direction).
 */
export function readingDisagreements(reading: string | undefined, hints: readonly string[]): string[] {
  if (!reading || hints.length === 0) return [];
  const noted = new Set(hints.map(directionIn).filter((d): d is Direction => d !== undefined));
  const hinted = noted.size === 1 ? [...noted][0] : undefined;
  return reading
    .split(/;\s*/)
    .map((part) => part.trim())
    .filter((part) => {
      if (DIFFERS_MARK.test(part)) return true;
      const read = directionIn(part);
      return hinted !== undefined && read !== undefined && read !== hinted;
    });
}
