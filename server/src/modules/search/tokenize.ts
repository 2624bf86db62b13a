import { pinyin } from 'pinyin-pro';

/**
 * Search tokens for CJK and Latin text. PostgreSQL's parsers do not segment Chinese, and pg_trgm loses
 * CJK under a C ctype, so the app produces the lexemes itself (DESIGN.md §4):
 *
 * - CJK: every character (unigram) and every pair of neighbours (bigram);
 * - Latin: every run of ASCII letters and digits, with all of its suffixes, so that a query run found
 *   anywhere inside a word still has a lexeme to meet (`dl-1234pro` yields `dl`, `l`, `1234pro`, `234pro`,
 *   `34pro`, `4pro`, `pro`, `ro`, `o`). Letters and digits stay together: `a4` is a lexeme of
 *   `A4复印纸`, so the keyword A4 needs no recheck of every name with an `a` and a `4` in it;
 * - pinyin of every CJK substring of up to {@link PINYIN_MAX_CHARS} characters, full (`~qianzibi`) and
 *   initials (`^qzb`, two characters or more). The sigils keep pinyin apart from Latin lexemes.
 *
 * The lexemes of a query are a necessary condition for a substring match (the GIN index narrows the
 * rows); the exact substring recheck on the lower-case name then decides, unless the lexemes alone are
 * already exact (see {@link KeywordQuery.exact}). Pinyin lexemes are exact by construction.
 */

const HAN = /\p{Script=Han}/u;
const ALNUM_RUN = /[a-z0-9]+/g;
const PINYIN_QUERY = /^[a-z]{2,60}$/;
/** Shortest final run worth a prefix match when the keyword has other terms (see keywordQuery). */
const MIN_PREFIX = 3;
/** A keyword that is one run of letters and digits. */
const SINGLE_RUN = /^[a-z0-9]+$/;

/**
 * Version of the lexemes {@link skuSearchTokens} makes. Raise it whenever they change: at start-up the
 * server makes the lexemes of every stored SKU again when the database holds an older version
 * (db/retokenize.ts), because a keyword must find what the tokens of its time would not have held.
 * 1: letter runs and digit runs apart; 2: runs of letters and digits together.
 */
export const TOKENIZER_VERSION = 2;

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

/** Tokens for a document: CJK unigrams and bigrams, Latin letter-and-digit runs with their suffixes. */
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
    for (const run of text.match(ALNUM_RUN) ?? []) for (let i = 0; i < run.length; i++) out.add(run.slice(i));
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
  /**
   * The final run of letters and digits when `lexemes` prefix-matches it (`'a4':*`): the search can look
   * it up as the lexemes it begins (migration 0015).
   */
  prefix: string | null;
  /** tsquery of pinyin lexemes when the keyword looks like pinyin; such matches need no recheck. */
  pinyin: string | null;
  /**
   * True when `lexemes` match exactly the plain names that contain the keyword, so that those need no
   * substring recheck: the keyword, typed in normalised form, is one run of Latin letters and digits, or
   * one or two CJK characters. A run is indexed with all its suffixes and the final run is
   * prefix-matched, so the lexeme `a4:*` exists exactly when a run of the name contains "a4"; one or two
   * CJK characters are a unigram or bigram of the name. "Plain" (the generated column
   * product_sku.name_plain, migration 0010) means the name holds only characters that NFKC, JavaScript's
   * and PostgreSQL's lower case all leave as they are or turn into other characters that are neither
   * letters, digits nor CJK (ASCII, CJK ideographs, full-width and CJK punctuation), so the tokens and
   * `lower(name)` see the same runs of letters, digits and CJK. Other names (with ㎜, full-width letters,
   * ligatures …) still go through the recheck.
   */
  exact: boolean;
}

/**
 * The query for a keyword. CJK runs of one character become their unigram, longer runs the AND of their
 * bigrams; each run of Latin letters and digits becomes a lexeme, exact when the keyword goes on after
 * it (the name's run must end there too, and every suffix of a run is a lexeme), prefix-matched (`:*`)
 * when it ends the keyword because the word may go on in the name (unless it is shorter than three
 * characters and other terms remain). A keyword of 2–60 Latin letters is also tried as full pinyin or
 * initials. Returns null for a blank keyword.
 */
export function keywordQuery(keyword: string): KeywordQuery | null {
  // Tokens come from the normalised form, the recheck from the keyword as typed: the name must contain
  // what the buyer typed (full-width brackets of 得力（deli） included), whatever its letter case.
  const raw = keyword.trim().toLowerCase();
  const text = normalize(raw);
  if (!text) return null;
  const terms: string[] = [];
  let prefix: string | null = null;
  for (const run of hanRuns(text)) {
    if (run.length === 1) terms.push(quote(run[0]!));
    for (let i = 0; i + 1 < run.length; i++) terms.push(quote(run[i]! + run[i + 1]!));
  }
  for (const match of text.matchAll(ALNUM_RUN)) {
    const run = match[0];
    const atEnd = match.index + run.length === text.length;
    // A prefix match has to gather the postings of every lexeme with that prefix before the index can
    // intersect anything: for one or two characters (the `mm` of `0.38 mm`) that is a good part of the
    // index. Such a run is left to the substring recheck when other terms narrow the rows; alone it
    // stays, since it is then the only way into the index.
    if (atEnd && run.length < MIN_PREFIX && terms.length) continue;
    terms.push(quote(run) + (atEnd ? ':*' : ''));
    if (atEnd) prefix = run;
  }
  const pinyinQuery = PINYIN_QUERY.test(text)
    ? `${quote(FULL_PINYIN + text)} | ${quote(PINYIN_INITIALS + text)}`
    : null;
  const latin = terms.length ? [...new Set(terms)].join(' & ') : null;
  const chars = [...text];
  return {
    text: raw,
    lexemes: latin && pinyinQuery ? `(${latin}) | ${pinyinQuery}` : latin,
    like: `%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    prefix,
    pinyin: pinyinQuery,
    exact:
      text === raw && (SINGLE_RUN.test(text) || (chars.length <= 2 && chars.every((ch) => HAN.test(ch)))),
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
