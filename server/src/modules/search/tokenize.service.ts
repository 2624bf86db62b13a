/**
 * The search tokenizer (tokenize.ts) for the platform, which reaches this module through its services
 * only: the seed writes, and retokenize.ts makes again, the lexemes of every SKU with their version.
 */
export { PINYIN_MAX_CHARS, pinyinRuns, skuSearchTokens, TOKENIZER_VERSION } from './tokenize.ts';
