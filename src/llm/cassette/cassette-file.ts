/**
 * One cassette file = one recorded exchange, as readable JSON. Files are written atomically
 * (temp file + rename) so a crash mid-run never leaves a half-written or corrupted recording.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { z } from 'zod';
import { GrrafError } from '../../errors.js';
import type { CassetteRequest } from './cassette-request.js';

/** Format version written into every file. */
export const CASSETTE_VERSION = 1;

/** The JSON stored per exchange. */
export interface CassetteEntry {
  version: number;
  key: string;
  /** 0 for the first time this exact request was made in the recording, 1 for the second, … */
  occurrence: number;
  modelId: string;
  /** Which model actually answered (e.g. 'openai:gpt-4o', or 'llm-bridge acted by <model>'). */
  recordedWith: string;
  recordedAt: string;
  /** Tokens of this exchange, as the provider reported them. */
  usage: { inputTokens: number; outputTokens: number };
  /** The request as readable lines (what was asked); the canonical form is under `request`. */
  promptLines: string[];
  /** The answer's text (tool calls are under `response.content`). */
  responseText: string;
  request: CassetteRequest;
  response: {
    content: LanguageModelV3Content[];
    finishReason: LanguageModelV3FinishReason;
    usage: LanguageModelV3Usage;
    responseModelId?: string;
  };
}

const entrySchema = z.object({
  version: z.literal(CASSETTE_VERSION),
  key: z.string().regex(/^[0-9a-f]{64}$/),
  occurrence: z.number().int().min(0),
  modelId: z.string(),
  recordedWith: z.string(),
  recordedAt: z.string(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }),
  promptLines: z.array(z.string()),
  responseText: z.string(),
  request: z.object({
    modelId: z.string(),
    prompt: z.unknown(),
    tools: z.unknown(),
    settings: z.record(z.string(), z.unknown()),
  }),
  response: z.object({
    content: z.array(z.looseObject({ type: z.string() })),
    finishReason: z.object({ unified: z.string(), raw: z.string().optional() }),
    usage: z.looseObject({ inputTokens: z.looseObject({}), outputTokens: z.looseObject({}) }),
    responseModelId: z.string().optional(),
  }),
});

/** File name of an exchange: key prefix + occurrence, so repeats of one request sort together. */
export function entryFileName(key: string, occurrence: number): string {
  return `${key.slice(0, 16)}-${occurrence}.json`;
}

/** Writes `entry` into `dir` atomically. */
export async function writeEntry(dir: string, entry: CassetteEntry): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, entryFileName(entry.key, entry.occurrence));
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(entry, null, 2)}\n`, 'utf8');
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw new GrrafError('io', `cannot write cassette file: ${(e as Error).message}`, { file, cause: e });
  }
  return file;
}

/** Reads every exchange in `dir` (none when it does not exist); a corrupt file is a GrrafError naming it. */
export async function readEntries(dir: string): Promise<CassetteEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new GrrafError('io', `cannot read cassette directory: ${(e as Error).message}`, {
      file: dir,
      cause: e,
    });
  }
  return Promise.all(names.map((n) => readEntry(join(dir, n))));
}

async function readEntry(file: string): Promise<CassetteEntry> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new GrrafError('parse', `cassette file is not valid JSON: ${(e as Error).message}`, {
      file,
      cause: e,
    });
  }
  const parsed = entrySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new GrrafError('validation', `not a grraf cassette file: ${issue.message}`, {
      file,
      field: issue.path.join('.'),
    });
  }
  return parsed.data as unknown as CassetteEntry;
}
