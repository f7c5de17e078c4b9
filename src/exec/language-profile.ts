/**
 * What the methods need to know about a program language, kept beside its executor: how prompts
 * name it, how its code looks in a reply, how a program reads its inputs, and which rules template
 * tells the model what the program is given. The methods read these instead of keeping tables.
 */

/** A language's profile (one per executor; the list is in languages.ts). */
export interface LanguageProfile {
  /** The name prompts and messages use, e.g. "JavaScript". */
  displayName: string;
  /** The tag on code fences grraf writes into prompts. */
  fenceTag: string;
  /** Fence tags in a model's reply that mean this language (lower case). */
  replyTags: readonly string[];
  /** A line that looks like code of this language (to cut prose around an unfenced program). */
  codeLine: RegExp;
  /** A program that yields its answer on its own (assigns `answer`, or returns rows). */
  givesAnswer: RegExp;
  /** Comments, dropped before a program is checked for embedded values. Global flags. */
  comments: { line: RegExp; block: RegExp };
  /** How a program reads its named inputs. */
  params: {
    /** Where the inputs are, in words for a prompt, e.g. "`params`". */
    where: string;
    /** How the program names input `name`, e.g. `params.x`. */
    name(name: string): string;
    /** True when `code` (comments removed) reads input `name`. */
    reads(code: string, name: string): boolean;
  };
  /**
   * What a program is given: graph objects in a graph library (`G`, `G_prime`), or queries
   * against the store. Store languages get the store's dialect notes instead of a library index.
   */
  program: { reads: 'graph'; library: string; apiIndex: boolean } | { reads: 'store' };
  /** The shared rules template (src/methods/shared/prompts/<name>.txt). */
  rulesTemplate: string;
}
