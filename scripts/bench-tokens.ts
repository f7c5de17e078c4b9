/**
 * `npm run bench:tokens -- <run dir>...`: GRRAF's cost figures from bench run directories (a live
 * run, or a replay of a committed cassette with `--cassette-mode replay --out DIR`), against the
 * efficiency targets: median tokens (in + out) per single question ≤ 600 (a run with --no-cache:
 * every question compiles its own program), amortized tokens per question ≤ 50 (a run with the
 * program cache on), execution-error rate ≤ 5% and every two-graph answer from a real match (Cypher
 * runs), pipeline overhead ≤ 50 ms per question on graphs of ≤ 100 nodes.
 *
 * Token counts are those the model reported (the llm-bridge counts with GPT-4o's tokenizer,
 * o200k_base); `--recount` recounts every prompt and reply in the traces with o200k_base
 * (gpt-tokenizer), which is what to use for the reference-code test double's runs (its own counts
 * are word counts). A recount leaves out the few tokens of chat formatting per message.
 * `--combine` takes the runs as one mix (e.g. a GraphInstruct run and a GTools run), so the median
 * is over all their questions.
 */
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { combinedCostFigures, costFigures, costReport } from '../src/bench/run/cost-figures.js';
import { isGrrafError } from '../src/errors.js';

const args = process.argv.slice(2);
const recount = args.includes('--recount');
const combine = args.includes('--combine');
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) {
  console.error('usage: npm run bench:tokens -- [--recount] [--combine] <run dir>...');
  process.exit(2);
}

const count = recount ? (text: string) => encode(text).length : undefined;
try {
  if (combine) console.log(costReport(dirs.join(' + '), await combinedCostFigures(dirs, count)).join('\n'));
  else for (const dir of dirs) console.log(costReport(dir, await costFigures(dir, count)).join('\n'));
} catch (e) {
  // A wrong directory is the usual mistake: say which file is missing, not a stack.
  console.error(`bench:tokens: ${isGrrafError(e) ? e.message : String(e)}`);
  process.exit(2);
}
