/**
 * A cassette: a directory of recorded model exchanges, and the policy for using it.
 * Modes: `record` (always call the model and write), `replay` (never call; a miss is an error),
 * `auto` (replay when recorded, else call and record), `off`.
 * Repeats of one request are numbered (occurrence 0, 1, …) so a run replays call for call even
 * when it asks the same thing twice and got different answers; past the last recorded
 * occurrence, replay serves the last one again.
 */
import { join } from 'node:path';
import { GrrafError } from '../../errors.js';
import { type CassetteEntry, entryFileName, readEntries, writeEntry } from './cassette-file.js';
import type { CassetteRequest } from './cassette-request.js';
import { changedLines, lineDiff } from './prompt-diff.js';
import { requestText } from './prompt-text.js';

/** How a cassette is used. */
export type CassetteMode = 'record' | 'replay' | 'auto' | 'off';

/** Cassette settings. */
export interface CassetteOptions {
  dir: string;
  mode: CassetteMode;
  /** Label naming the model that actually answered; defaults to the model id. */
  recordedWith?: string;
}

/** A recorded exchange found for a request, or where to record a new one. */
export type Lookup = { hit: CassetteEntry; file: string } | { hit: undefined; occurrence: number };

/** A cassette directory opened in one mode for one run. */
export class Cassette {
  private index?: Promise<Map<string, CassetteEntry[]>>;
  private readonly seen = new Map<string, number>();

  constructor(readonly options: CassetteOptions) {}

  /** Finds the recording for the next occurrence of `key`, honoring the mode. */
  async lookup(key: string, request: CassetteRequest): Promise<Lookup> {
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    if (this.options.mode === 'record' || this.options.mode === 'off') return { hit: undefined, occurrence };
    const recorded = (await this.load()).get(key) ?? [];
    const exact = recorded.find((e) => e.occurrence === occurrence);
    if (exact) return { hit: exact, file: this.fileOf(exact) };
    if (this.options.mode === 'auto') return { hit: undefined, occurrence };
    const last = recorded.at(-1);
    if (last) return { hit: last, file: this.fileOf(last) };
    throw await this.miss(request);
  }

  /** Writes a new exchange and adds it to the in-memory index. */
  async record(entry: CassetteEntry): Promise<string> {
    const file = await writeEntry(this.options.dir, entry);
    const index = await this.load();
    const list = (index.get(entry.key) ?? []).filter((e) => e.occurrence !== entry.occurrence);
    list.push(entry);
    list.sort((a, b) => a.occurrence - b.occurrence);
    index.set(entry.key, list);
    return file;
  }

  private load(): Promise<Map<string, CassetteEntry[]>> {
    this.index ??= readEntries(this.options.dir).then((entries) => {
      const map = new Map<string, CassetteEntry[]>();
      for (const e of entries) map.set(e.key, [...(map.get(e.key) ?? []), e]);
      for (const list of map.values()) list.sort((a, b) => a.occurrence - b.occurrence);
      return map;
    });
    return this.index;
  }

  private fileOf(entry: CassetteEntry): string {
    return join(this.options.dir, entryFileName(entry.key, entry.occurrence));
  }

  /** The replay-miss error, with a diff against the nearest recorded request. */
  private async miss(request: CassetteRequest): Promise<GrrafError> {
    const text = requestText(request);
    const all = [...(await this.load()).values()].flat();
    let nearest: { entry: CassetteEntry; distance: number } | undefined;
    for (const entry of all) {
      const distance = changedLines(entry.promptLines.join('\n'), text);
      if (!nearest || distance < nearest.distance) nearest = { entry, distance };
    }
    const hint = 'Record it with cassette mode `record` or `auto` (needs a reachable model).';
    const body = nearest
      ? `The nearest recording is ${this.fileOf(nearest.entry)} (recorded with ${nearest.entry.recordedWith}); ` +
        `it differs from this request (- recorded, + requested):\n${lineDiff(nearest.entry.promptLines.join('\n'), text)}`
      : 'The cassette holds no recordings at all.';
    return new GrrafError(
      'replay-miss',
      `no recording for this model request in this cassette. ${body}\n${hint}`,
      {
        file: this.options.dir,
        details: { requested: text, nearest: nearest ? this.fileOf(nearest.entry) : undefined },
      },
    );
  }
}
