import { describe, expect, it } from 'vitest';
import { safeTargetUrl } from '../../src/features/identity/target-url.ts';

const origin = 'http://127.0.0.1:8080';

describe('login targetUrl', () => {
  it('keeps same-origin paths under /mall/ and /user-management/', () => {
    expect(safeTargetUrl('/mall/demo/cart?x=1', 'DEMO', origin)).toBe('/mall/demo/cart?x=1');
    expect(safeTargetUrl('/user-management/workspace', 'DEMO', origin)).toBe('/user-management/workspace');
  });

  it('sends anything else to the home of the shop, its domain being the lowercased shop id', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/mall/x',
      '//evil.example/mall/x',
      '/vp/',
      '/\\evil',
      'mall/x',
    ])
      expect(safeTargetUrl(raw, 'HBKY', origin)).toBe('/mall/hbky/index');
  });
});
