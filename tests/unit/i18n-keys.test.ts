import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/locales/en.ts';
import { zhCN } from '../../src/shared/i18n/locales/zh_CN.ts';

/**
 * Every text key the storefront's code names exists in Chinese and in English, in the namespace it is
 * looked up in (the file's `useTranslation('<ns>')`, an explicit `ns:` prefix, or the app's `translation`
 * namespace every other one falls back to). Keys built at run time are checked up to their fixed prefix.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

function sourceFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('/locales/'));
}

beforeAll(async () => {
  await i18next.init({
    lng: 'zh_CN',
    resources: { zh_CN: { translation: zhCN }, en: { translation: en } },
    defaultNS: 'translation',
    fallbackNS: 'translation',
    initAsync: false,
  });
  // Every module that registers a namespace (features' locales/index.ts, the shared UI kit's texts).
  const registering = sourceFiles().filter((f) =>
    /(^|\/)locales\/index\.ts$|-texts\.ts$|regions\/texts\.ts$/.test(f),
  );
  for (const f of (readdirSync(SRC, { recursive: true }) as string[]).map((p) => p.split(sep).join('/')))
    if (/^features\/[^/]+\/locales\/index\.ts$/.test(f)) registering.push(f);
  for (const f of new Set(registering)) await import(join(SRC, f));
});

interface KeyUse {
  file: string;
  ns: string;
  key: string;
  /** The key is a fixed prefix of a key built at run time. */
  prefix: boolean;
}

function keyUses(): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of sourceFiles()) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const fileNs = /useTranslation\('([a-zA-Z]+)'\)/.exec(text)?.[1] ?? 'translation';
    for (const m of text.matchAll(/(?<![\w.])t\(\s*(?:'([^'$]+)'|`([^`$]*)\$\{)/g)) {
      const raw = m[1] ?? m[2]!;
      const [ns, key] = raw.includes(':') ? (raw.split(':') as [string, string]) : [fileNs, raw];
      // A key wholly built at run time (t(`${key}`)) has no fixed part to check here.
      if (key === '') continue;
      uses.push({
        file: relative(ROOT, join(SRC, file)),
        ns,
        key: key.replace(/\.$/, ''),
        prefix: m[1] === undefined,
      });
    }
  }
  // Machines name the texts of their errors as namespaced keys ('goods:price.invalid').
  const machines = join(ROOT, 'machines');
  for (const file of (readdirSync(machines, { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.ts'),
  )) {
    const text = readFileSync(join(machines, file), 'utf8');
    for (const m of text.matchAll(/'([a-z]+):([a-zA-Z][\w.]*)'/g))
      uses.push({ file: `machines/${file}`, ns: m[1]!, key: m[2]!, prefix: false });
  }
  return uses;
}

describe('text keys', () => {
  it('finds the keys of the code (the scan itself works)', () => {
    expect(keyUses().length).toBeGreaterThan(400);
  });

  it.each(['zh_CN', 'en'])('exist in %s for every key the code names', (lng) => {
    const missing = keyUses()
      .filter((u) => {
        const t = i18next.getFixedT(lng, u.ns);
        // Plural keys exist as key_one / key_other.
        const value = [u.key, `${u.key}_other`]
          .map((k) => t(k, { returnObjects: true, defaultValue: '\u0000' }) as unknown)
          .find((v) => v !== '\u0000');
        return value === undefined || (u.prefix ? typeof value !== 'object' : typeof value !== 'string');
      })
      .map((u) => `${u.file}: ${u.ns}:${u.key}`);
    expect(missing).toEqual([]);
  });
});
