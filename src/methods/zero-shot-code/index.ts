/** The zero-shot code baseline: one program, run once. */
export {
  solveZeroShotCode,
  type ZeroShotDetails,
  type ZeroShotOptions,
  zeroShotCode,
} from './zero-shot-code.js';
