/**
 * Search tokens for CJK and Latin text. PostgreSQL's parsers do not segment Chinese, and pg_trgm loses
 * CJK under a C ctype, so the app produces the lexemes itself: CJK unigrams and bigrams, Latin words,
 * digit runs and whole model numbers. The database stores them with array_to_tsvector and a GIN index;
 * queries are rechecked for exact substrings (DESIGN.md §4).
 */

const HAN = /\p{Script=Han}/u;
const LATIN_RUN = /[a-z0-9]+(?:[-_./][a-z0-9]+)*/g;

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Tokens for a document (a SKU's name, brand, model, category names …). */
export function documentTokens(...parts: Array<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    const text = normalize(part);
    addCjkTokens(text, out);
    addLatinTokens(text, out);
  }
  return [...out];
}

function addCjkTokens(text: string, out: Set<string>): void {
  let run: string[] = [];
  const flush = () => {
    for (let i = 0; i < run.length; i++) {
      out.add(run[i]!);
      if (i + 1 < run.length) out.add(run[i]! + run[i + 1]!);
    }
    run = [];
  };
  for (const ch of text) {
    if (HAN.test(ch)) run.push(ch);
    else flush();
  }
  flush();
}

function addLatinTokens(text: string, out: Set<string>): void {
  for (const match of text.matchAll(LATIN_RUN)) {
    const whole = match[0];
    out.add(whole);
    const pieces = whole.split(/[-_./]/).filter(Boolean);
    for (const p of pieces) out.add(p);
    if (pieces.length > 1) out.add(pieces.join(''));
    // Letter/digit boundaries inside a model number: "a4" also yields "a" and "4".
    for (const p of pieces) for (const sub of p.match(/[a-z]+|[0-9]+/g) ?? []) out.add(sub);
  }
}
