/** providerMetadata key set on results served from a cassette, so the ledger can tell replays apart. */
export const REPLAYED_METADATA_KEY = 'grrafCassette';
