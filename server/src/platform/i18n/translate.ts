import type { FastifyRequest } from 'fastify';
import { failure, type Envelope } from '../errors.ts';
import { JOINERS_EN, MESSAGES_EN } from './messages.en.ts';

/** The languages the server answers in: Chinese (the source texts) and English. */
export type MessageLanguage = 'zh' | 'en';

interface Template {
  pattern: RegExp;
  /** The English text split at its placeholders: text, placeholder index, text, … */
  parts: (string | number)[];
  /** Placeholder indexes whose captured text is a fixed word of ours, translated too. */
  translated: Set<number>;
}

const PLACEHOLDER = /\{(@?)(\d+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue compiled once: fixed messages by text, templates as anchored patterns, most specific first. */
const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [zh, en] of Object.entries(MESSAGES_EN)) {
  if (!zh.includes('{')) {
    exact.set(zh, en);
    continue;
  }
  const order: number[] = [];
  const translated = new Set<number>();
  const source = zh
    .split(PLACEHOLDER)
    .map((piece, i) => {
      if (i % 3 === 0) return escape(piece);
      if (i % 3 === 1) return '';
      order.push(Number(piece));
      if (zh.includes(`{@${piece}}`)) translated.add(Number(piece));
      return '([\\s\\S]*?)';
    })
    .join('');
  const parts = en.split(/\{(\d+)\}/).map((piece, i) => (i % 2 === 0 ? piece : order.indexOf(Number(piece))));
  templates.push({
    pattern: new RegExp(`^${source}$`),
    parts,
    translated: new Set([...translated].map((n) => order.indexOf(n))),
  });
}
const fixedLength = (t: Template) => t.pattern.source.replace(/\(\[\\s\\S\]\*\?\)/g, '').length;
templates.sort((a, b) => fixedLength(b) - fixedLength(a));
const joiners = Object.entries(JOINERS_EN).sort(([a], [b]) => b.length - a.length);

function lookUp(text: string): string | undefined {
  const fixed = exact.get(text);
  if (fixed !== undefined) return fixed;
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    return t.parts
      .map((part) => {
        if (typeof part === 'string') return part;
        const value = match[part + 1] ?? '';
        return t.translated.has(part) ? translateWord(value) : value;
      })
      .join('');
  }
  return undefined;
}

/** A fixed word inside a message: its entry, else its pieces between joiners (整数 或 null), else itself. */
function translateWord(text: string): string {
  const whole = lookUp(text);
  if (whole !== undefined) return whole;
  for (const [zh, en] of joiners) {
    if (text.includes(zh)) return text.split(zh).map(translateWord).join(en);
  }
  return text;
}

/**
 * A server message in English: its catalogue entry, with the data in it kept and the fixed words in it
 * translated. A message the catalogue does not know stays as it is.
 */
export function toEnglish(message: string): string {
  const english = lookUp(message);
  if (english === undefined) return message;
  return english.charAt(0).toUpperCase() + english.slice(1);
}

/**
 * The language a request asks for: the `lang` query parameter (the chat's WebSocket, which cannot set
 * headers), else the first tag of Accept-Language. English only when asked for; Chinese otherwise.
 */
export function languageOf(request: FastifyRequest): MessageLanguage {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  const asked = typeof lang === 'string' ? lang : request.headers['accept-language'];
  if (asked === undefined) return 'zh';
  return /^\s*en\b/i.test(asked) ? 'en' : 'zh';
}

/** A message in the given language (Chinese is the source text: nothing to do). */
export function localize(message: string, language: MessageLanguage): string {
  return language === 'en' ? toEnglish(message) : message;
}

/** The §8 failure envelope in the request's language: every failure the server sends goes through here. */
export function localFailure(request: FastifyRequest, code: number, message: string): Envelope<null> {
  return failure(code, localize(message, languageOf(request)));
}

/** Objects whose `message` is our words about them: a cart or order line's problem, a verdict. */
const VERDICT_KEYS = ['problem', 'canOrder', 'canSubmit'];

/**
 * An answer whose data carries our words (the cart's and the order preview's problems and verdicts,
 * shown as they are like a failure's message), in the request's language: the `message` of every object
 * with a `problem`, `canOrder` or `canSubmit` is translated; every other text (names, buyers' notes) is
 * left alone. A Chinese request gets the answer itself.
 */
export function localizeVerdicts<T>(answer: T, request: FastifyRequest): T {
  const language = languageOf(request);
  if (language === 'zh') return answer;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(object)) out[key] = walk(child);
    if (typeof object.message === 'string' && VERDICT_KEYS.some((k) => k in object))
      out.message = localize(object.message, language);
    return out;
  };
  return walk(answer) as T;
}
