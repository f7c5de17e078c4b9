/** The part of the stopword package (no bundled types) that the TF-IDF baseline uses. */
declare module 'stopword' {
  /** English stop words, lowercase. */
  export const eng: string[];
}
