/**
 * The dataset spec forms, for help texts and errors. Apart from resolve.ts so that `grraf --help`
 * and every command's start-up do not load the datasets and the algorithms behind them.
 */
import { GRAPHWALK_PRESET_NAMES } from './graphwalk/presets.js';

/** Every form `--dataset` accepts. */
export const DATASET_KINDS = [
  'graphinstruct:<dir>',
  'gtools:<dir>',
  'generated[:seed=N,per-task=M]',
  'scaling[:seed=N,per-size=M,sizes=100/200]',
  `graphwalk:<${GRAPHWALK_PRESET_NAMES.join('|')}>[:seed=N,graphs=M,templates=a/b,per-template=K]`,
  'maze:<size>[:seed=N,count=M,walls=0.5,min-path=15]',
  'complexgraph:<S|L|C>[:seed=N,per-task=M,variants=a/b,nodes=lo/hi]',
];
