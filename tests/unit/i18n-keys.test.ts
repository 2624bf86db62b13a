import { describe, expect, it } from 'vitest';
import { leafKeys, scanSource } from '../../scripts/check-i18n.ts';

/**
 * The scanner of `npm run check:i18n` (scripts/check-i18n.ts), which runs over the whole code base in
 * `npm test`: here on small sources, so that a change to it cannot silently stop finding keys.
 */

const keys = (source: string) =>
  scanSource('x.tsx', source).uses.map((u) => `${u.ns}:${u.key}${u.prefix ? '…' : ''}`);

describe('the i18n check', () => {
  it("binds t to its scope's useTranslation namespace", () => {
    const source = `
      function A() { const { t } = useTranslation('cart'); return t('title'); }
      function B() { const { t } = useTranslation(); return t('app.title'); }
      function C() { const { t: tg } = useTranslation('goods'); return tg('price'); }`;
    expect(keys(source)).toEqual(['cart:title', 'translation:app.title', 'goods:price']);
  });

  it('reads namespaced keys, ternaries, template prefixes and i18n.t', () => {
    const source = `
      function A({ ok, s }) {
        const { t } = useTranslation('orders');
        t('order:yuan'); t(ok ? 'a.yes' : 'b.no'); t(\`statuses.\${s}\`); i18n.t('http.default');
        t(\`\${s}\`); t(s);
      }`;
    expect(keys(source)).toEqual([
      'order:yuan',
      'orders:a.yes',
      'orders:b.no',
      'orders:statuses.…',
      'translation:http.default',
    ]);
  });

  it("gives a t received as a parameter the file's namespace, and a namespace passed in none", () => {
    expect(keys(`const { t } = useTranslation('checkout'); const label = (t) => t('pay.title');`)).toEqual([
      'checkout:pay.title',
    ]);
    expect(keys(`function F({ ns }) { const { t } = useTranslation(ns); t('list.empty'); }`)).toEqual([
      'null:list.empty',
    ]);
  });

  it('keeps string literals for keys passed around as data', () => {
    const scan = scanSource('x.ts', `const k = 'goods:price.invalid'; type K = 'validation.account';`);
    expect(scan.literals).toEqual(['goods:price.invalid', 'validation.account']);
  });

  it('lists leaf keys with plural forms folded', () => {
    expect(leafKeys({ a: { b: 'x', n_one: '1', n_other: 'n' }, list: { 0: 'y' } as never })).toEqual([
      'a.b',
      'a.n',
      'a.n',
      'list.0',
    ]);
  });
});
