import { pinyin } from 'pinyin-pro';

/**
 * Search tokens for CJK and Latin text. PostgreSQL's parsers do not segment Chinese, and pg_trgm loses
 * CJK under a C ctype, so the app produces the lexemes itself (DESIGN.md §4):
 *
 * - CJK: every character (unigram) and every pair of neighbours (bigram);
 * - Latin: every letter run and digit run ("segment") of a word, with all of its suffixes, so that a
 *   query segment found anywhere inside a word still has a lexeme to meet (`dl-1234pro` yields `dl`, `l`,
 *   `1234`, `234`, `34`, `4`, `pro`, `ro`, `o`);
 * - pinyin of every CJK substring of up to {@link PINYIN_MAX_CHARS} characters, full (`~qianzibi`) and
 *   initials (`^qzb`, two characters or more). The sigils keep pinyin apart from Latin lexemes.
 *
 * The lexemes of a query are a necessary condition for a substring match (the GIN index narrows the
 * rows); the exact substring recheck with ILIKE then decides. Pinyin lexemes are exact by construction.
 */

const HAN = /\p{Script=Han}/u;
const ALNUM_RUN = /[a-z0-9]+/g;
const SEGMENT = /[a-z]+|[0-9]+/g;
const PINYIN_QUERY = /^[a-z]{2,60}$/;

/** Longest CJK substring whose pinyin is indexed; seeded names have runs of at most six characters. */
export const PINYIN_MAX_CHARS = 8;
/** Sigil of full-pinyin lexemes. */
export const FULL_PINYIN = '~';
/** Sigil of pinyin-initials lexemes. */
export const PINYIN_INITIALS = '^';

/** The form both documents and queries are compared in: NFKC (full-width to ASCII), lower case. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Tokens for a document: CJK unigrams and bigrams, Latin segments with their suffixes. */
export function documentTokens(...parts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    const text = normalize(part);
    for (const run of hanRuns(text)) {
      for (let i = 0; i < run.length; i++) {
        out.add(run[i]!);
        if (i + 1 < run.length) out.add(run[i]! + run[i + 1]!);
      }
    }
    for (const seg of text.match(SEGMENT) ?? []) for (let i = 0; i < seg.length; i++) out.add(seg.slice(i));
  }
  return [...out];
}

/**
 * The pinyin syllables of each CJK run of `text` (toneless, ü written v), one syllable per character.
 * Readings come from pinyin-pro with the run as context, so 银行 reads yin hang. A character without a
 * reading ends the run.
 */
export function pinyinRuns(text: string): string[][] {
  const runs: string[][] = [];
  for (const run of hanRuns(normalize(text))) {
    const syllables = pinyin(run.join(''), { type: 'array', toneType: 'none', v: true });
    let current: string[] = [];
    run.forEach((_, i) => {
      const s = syllables[i]?.toLowerCase() ?? '';
      if (/^[a-z]+$/.test(s)) current.push(s);
      else if (current.length) {
        runs.push(current);
        current = [];
      }
    });
    if (current.length) runs.push(current);
  }
  return runs;
}

/** Pinyin lexemes of a document: full pinyin and initials of every CJK substring (see module doc). */
export function pinyinTokens(...parts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const syl of pinyinRuns(part)) {
      for (let i = 0; i < syl.length; i++) {
        let full = '';
        let initials = '';
        for (let j = i; j < Math.min(syl.length, i + PINYIN_MAX_CHARS); j++) {
          full += syl[j];
          initials += syl[j]![0];
          out.add(FULL_PINYIN + full);
          if (j > i) out.add(PINYIN_INITIALS + initials);
        }
      }
    }
  }
  return [...out];
}

/** Every lexeme stored for a SKU: its name's tokens and its name's pinyin. */
export function skuSearchTokens(name: string): string[] {
  return [...documentTokens(name), ...pinyinTokens(name)];
}

/** How one keyword is matched (see {@link keywordQuery}). */
export interface KeywordQuery {
  /** The keyword as typed, trimmed and in lower case. */
  text: string;
  /**
   * tsquery that every match satisfies, for the GIN index; null when the keyword has no letter, digit or
   * CJK character (it then matches by substring alone).
   */
  lexemes: string | null;
  /** ILIKE pattern (`\` escapes `%`, `_` and itself) for the exact substring recheck on the name. */
  like: string;
  /** tsquery of pinyin lexemes when the keyword looks like pinyin; such matches need no recheck. */
  pinyin: string | null;
}

/**
 * The query for a keyword. CJK runs of one character become their unigram, longer runs the AND of their
 * bigrams; each Latin segment becomes a lexeme, prefix-matched (`:*`) when it ends the keyword because
 * the word may go on in the name. A keyword of 2–60 Latin letters is also tried as full pinyin or
 * initials. Returns null for a blank keyword.
 */
export function keywordQuery(keyword: string): KeywordQuery | null {
  // Tokens come from the normalised form, the recheck from the keyword as typed: the name must contain
  // what the buyer typed (full-width brackets of 得力（deli） included), whatever its letter case.
  const raw = keyword.trim().toLowerCase();
  const text = normalize(raw);
  if (!text) return null;
  const terms: string[] = [];
  for (const run of hanRuns(text)) {
    if (run.length === 1) terms.push(quote(run[0]!));
    for (let i = 0; i + 1 < run.length; i++) terms.push(quote(run[i]! + run[i + 1]!));
  }
  for (const match of text.matchAll(ALNUM_RUN)) {
    const end = match.index + match[0].length;
    for (const seg of match[0].matchAll(SEGMENT)) {
      const atEnd = match.index + seg.index + seg[0].length === end && end === text.length;
      terms.push(quote(seg[0]) + (atEnd ? ':*' : ''));
    }
  }
  const pinyinQuery = PINYIN_QUERY.test(text)
    ? `${quote(FULL_PINYIN + text)} | ${quote(PINYIN_INITIALS + text)}`
    : null;
  const latin = terms.length ? [...new Set(terms)].join(' & ') : null;
  return {
    text: raw,
    lexemes: latin && pinyinQuery ? `(${latin}) | ${pinyinQuery}` : latin,
    like: `%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    pinyin: pinyinQuery,
  };
}

function hanRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const ch of text) {
    if (HAN.test(ch)) run.push(ch);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
