import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../server/src/platform/openapi/handlers.ts';
import {
  holdsAuthority,
  requireAuthority,
} from '../../../server/src/modules/identity/authorities.service.ts';
import { findSessionUser } from '../../../server/src/modules/identity/sessions.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function contextOf(shopId: string, userName: string | null): Promise<RequestContext> {
  const token = userName ? await t.login(shopId, userName) : null;
  const user = token ? await t.db.tenant(shopId, (q) => findSessionUser(q, token)) : null;
  return {
    shopId,
    shop: null,
    user,
    tx: (fn) => t.db.tenant(shopId, fn),
    read: (fn) => t.db.read(shopId, fn),
    cached: (_key, _tables, load) => load((fn) => t.db.read(shopId, fn)),
  };
}

async function statusOf(ctx: RequestContext, url: string): Promise<number> {
  try {
    await requireAuthority(ctx, url);
    return 200;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

describe('holdsAuthority (spec §6)', () => {
  const buyer = { shopId: 'DEMO', userType: 2, authorities: ['/order/list', '/order/confirm-receipt'] };

  it('grants the URLs of the menus and nothing else', () => {
    expect(holdsAuthority(buyer, '/order/list')).toBe(true);
    expect(holdsAuthority(buyer, '/order/check')).toBe(false);
    expect(holdsAuthority(buyer, '')).toBe(false);
  });

  it('matches a bare action name against the last segment of a held URL', () => {
    expect(holdsAuthority(buyer, 'confirm-receipt')).toBe(true);
    expect(holdsAuthority(buyer, 'check')).toBe(false);
  });

  it('grants every authority to type 7', () => {
    expect(holdsAuthority({ shopId: 'DEMO', userType: 7, authorities: [] }, '/settlement/payment')).toBe(
      true,
    );
  });

  it('always grants confirm-receipt and check in BKSC, and only those', () => {
    const nobody = { shopId: 'BKSC', userType: 2, authorities: [] };
    for (const url of ['confirm-receipt', 'check', '/order/confirm-receipt', '/order/check'])
      expect([url, holdsAuthority(nobody, url)]).toEqual([url, true]);
    expect(holdsAuthority(nobody, '/order/list')).toBe(false);
    expect(holdsAuthority({ ...nobody, shopId: 'DEMO' }, 'check')).toBe(false);
  });
});

describe('requireAuthority', () => {
  it("decides by the user's menu authorities of the mall application", async () => {
    const buyer01 = await contextOf('DEMO', 'buyer01');
    expect(await statusOf(buyer01, '/order/check')).toBe(200);
    const buyer03 = await contextOf('DEMO', 'buyer03');
    expect(await statusOf(buyer03, '/order/confirm-receipt')).toBe(200);
    expect(await statusOf(buyer03, '/order/check')).toBe(403);
    const supplier = await contextOf('DEMO', 'supplier01');
    expect(await statusOf(supplier, '/order/list')).toBe(403);
    // Menus of other applications do not count.
    expect(await statusOf(supplier, '/goods/list')).toBe(403);
  });

  it('lets type 7 do everything and BKSC buyers always confirm receipt and check', async () => {
    expect(await statusOf(await contextOf('DEMO', 'person01'), '/settlement/payment')).toBe(200);
    const bkscBuyer03 = await contextOf('BKSC', 'buyer03');
    expect(await statusOf(bkscBuyer03, '/order/check')).toBe(200);
    expect(await statusOf(bkscBuyer03, '/settlement/payment')).toBe(403);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect(await statusOf(await contextOf('DEMO', null), '/order/list')).toBe(401);
  });
});
