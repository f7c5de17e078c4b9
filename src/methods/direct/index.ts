/** The direct baseline: the graph in the prompt, one call, no tools, no code. */
export { type DirectDetails, type DirectOptions, direct, solveDirect } from './direct.js';
