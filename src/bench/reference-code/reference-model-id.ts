/**
 * The reference-code test double's model id, apart from the double itself so that the command
 * line can name it without loading the reference programs.
 */

/** The model id, used everywhere the double appears (runs, reports, traces). */
export const REFERENCE_MODEL_ID = 'reference-code-test-double';
