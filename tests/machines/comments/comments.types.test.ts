import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, commentProblem } from '../../../machines/comments/comments.types.ts';

// Spec §5: "Comment required, max 150": the text is trimmed, then counted in code points, so a Chinese
// character and an emoji (two UTF-16 units) each count one.

const chinese = fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCodePoint(c));
const emoji = fc.integer({ min: 0x1f300, max: 0x1faff }).map((c) => String.fromCodePoint(c));
const ascii = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCodePoint(c));
/** One visible code point: never trimmed away. */
const visible = fc.oneof(chinese, emoji, ascii);
/** Whitespace String.prototype.trim removes, the ideographic space of Chinese input included. */
const space = fc.constantFrom(' ', '\t', '\n', '\r', '\u3000', '\u00a0', '\ufeff');
const padding = fc.array(space, { maxLength: 6 }).map((s) => s.join(''));

/** A text of exactly `min..max` code points that starts and ends visible (inner spaces count). */
const text = (min: number, max: number) =>
  fc
    .array(fc.oneof({ weight: 5, arbitrary: visible }, { weight: 1, arbitrary: space }), {
      minLength: min,
      maxLength: max,
    })
    .chain((cps) =>
      fc.tuple(visible, visible).map(([first, last]) => {
        if (cps.length === 0) return '';
        const inner = cps.slice(1, -1);
        return cps.length === 1 ? first : [first, ...inner, last].join('');
      }),
    );

describe('commentProblem', () => {
  it('requires some text: empty or blank is contentRequired', () => {
    expect(commentProblem('')).toBe('contentRequired');
    fc.assert(
      fc.property(padding, (blank) => {
        expect(commentProblem(blank)).toBe('contentRequired');
      }),
    );
  });

  it('accepts 1..150 code points of Chinese, emoji and latin, whatever the padding', () => {
    fc.assert(
      fc.property(text(1, COMMENT_MAX), padding, padding, (t, before, after) => {
        expect([...t].length).toBeLessThanOrEqual(COMMENT_MAX);
        expect(commentProblem(before + t + after)).toBeNull();
      }),
    );
  });

  it('refuses more than 150 code points, whatever the padding', () => {
    fc.assert(
      fc.property(text(COMMENT_MAX + 1, 2 * COMMENT_MAX), padding, padding, (t, before, after) => {
        expect(commentProblem(before + t + after)).toBe('contentMax');
      }),
    );
  });

  it('counts an emoji as one: 150 emoji (300 UTF-16 units) pass, 151 do not', () => {
    fc.assert(
      fc.property(fc.array(emoji, { minLength: COMMENT_MAX, maxLength: COMMENT_MAX }), (emojis) => {
        const t = emojis.join('');
        expect(t.length).toBe(2 * COMMENT_MAX);
        expect(commentProblem(t)).toBeNull();
        expect(commentProblem(t + '😀')).toBe('contentMax');
      }),
    );
  });

  it('the bound is exact, inner spaces counted and outer ones not', () => {
    expect(commentProblem('好'.repeat(COMMENT_MAX))).toBeNull();
    expect(commentProblem('好'.repeat(COMMENT_MAX + 1))).toBe('contentMax');
    expect(commentProblem(`\u3000 ${'好'.repeat(COMMENT_MAX)} \n`)).toBeNull();
    expect(commentProblem(`好${' '.repeat(COMMENT_MAX - 2)}好`)).toBeNull();
    expect(commentProblem(`好${' '.repeat(COMMENT_MAX - 1)}好`)).toBe('contentMax');
  });
});
