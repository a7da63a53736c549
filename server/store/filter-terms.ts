// The filters among a record's terms (record_terms.terms, beside its words: server/search/terms.ts),
// under names no word can take (a word never holds ':'). Here, below search/, because the store's
// own statements find the records that have attachments by their filter (the blob round, erasure).
export const behaviorTerm = (behavior: string) => `:b:${behavior}`;
export const tagTerm = (tag: string) => `:t:${tag}`;
export const ATTACHMENTS_TERM = ":a";
