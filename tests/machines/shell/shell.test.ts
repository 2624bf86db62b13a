import { describe, expect, it } from 'vitest';
import {
  cartBadge,
  headerButtons,
  menuZones,
  showsQuickSettle,
  sideWidgets,
  topBarLinks,
  zoneTabLimit,
  zoneTarget,
  type ShellInput,
} from '../../../machines/shell/shell.ts';

const shop = {
  shopId: 'DEMO',
  consistency: true,
  planAudit: true,
  orderFlag: true,
  canFeedback: true,
  isPlatform: true,
};
const baseConfig = { enableMap: { planList: true } };
const as = (userType: number, extra: Record<string, unknown> = {}): ShellInput => ({
  shop,
  baseConfig,
  isLoggedIn: true,
  user: { userId: '1', userName: 'u', userType, ...extra },
});

describe('top bar links (spec §6)', () => {
  it('shows an anonymous visitor login, registration, home and supplier onboarding', () => {
    expect(topBarLinks({ shop, baseConfig, user: null, isLoggedIn: false })).toEqual([
      'login',
      'register',
      'home',
      'supplierOnboarding',
    ]);
  });

  it('shows a main purchaser with roles the workbench, plan approval, purchaser platform and back end', () => {
    expect(topBarLinks(as(2, { isMain: true, roleList: [{ roleCode: 'a' }] }))).toEqual([
      'home',
      'workbench',
      'planApproval',
      'purchaserPlatform',
      'userCentreBackEnd',
    ]);
  });

  it('treats a type-3 sub account as a purchaser without the back end, and without roles no platform', () => {
    expect(topBarLinks(as(3, { isMain: false, roleList: [] }))).toEqual([
      'home',
      'workbench',
      'planApproval',
    ]);
  });

  it('shows a supplier onboarding, workbench, merchant platform and back end when main', () => {
    expect(topBarLinks(as(5, { isMain: true }))).toEqual([
      'home',
      'supplierOnboarding',
      'workbench',
      'planApproval',
      'merchantPlatform',
      'userCentreBackEnd',
    ]);
  });

  it('shows a merchant (type 1, not main) as a supplier without the back end', () => {
    expect(topBarLinks(as(1, { isMain: false }))).toEqual([
      'home',
      'supplierOnboarding',
      'workbench',
      'planApproval',
      'merchantPlatform',
    ]);
  });

  it('labels the workbench "personal centre" for a personal user', () => {
    expect(topBarLinks(as(7))).toEqual(['home', 'personalCentre', 'planApproval']);
  });

  it('hides the workbench without consistency and plan approval without both flags', () => {
    const input = {
      ...as(2, { isMain: false }),
      shop: { ...shop, consistency: false, planAudit: true },
      baseConfig: { enableMap: { planList: false } },
    };
    expect(topBarLinks(input)).toEqual(['home']);
  });

  it('shows about us only on its one shop', () => {
    expect(
      topBarLinks({ shop: { ...shop, shopId: 'HBKY' }, baseConfig, user: null, isLoggedIn: false }),
    ).toContain('aboutUs');
    expect(topBarLinks({ shop, baseConfig, user: null, isLoggedIn: false })).not.toContain('aboutUs');
  });
});

describe('header and widgets (spec §6, §9)', () => {
  it('shows quick settle to a supplier that is not the main account only', () => {
    expect(showsQuickSettle(as(1, { isMain: false }))).toBe(true);
    expect(showsQuickSettle(as(5, { isMain: true }))).toBe(false);
    expect(showsQuickSettle(as(2, { isMain: false }))).toBe(false);
  });

  it('needs orderFlag for cart and batch order, and the dictionary for batch order', () => {
    expect(headerButtons({ shopId: 'A', orderFlag: false }, true)).toEqual({
      cart: false,
      batchOrder: false,
    });
    expect(headerButtons({ shopId: 'A', orderFlag: true }, false)).toEqual({ cart: true, batchOrder: false });
    expect(headerButtons({ shopId: 'A', orderFlag: true }, true)).toEqual({ cart: true, batchOrder: true });
  });

  it('shows comparison on the platform host or shops RDSC, HBKY and HSNYSC, and only with canFeedback', () => {
    expect(sideWidgets({ shopId: 'RDSC', canFeedback: true })).toEqual({ feedback: true, comparison: true });
    expect(sideWidgets({ shopId: 'BKSC', canFeedback: true })).toEqual({ feedback: true, comparison: false });
    expect(sideWidgets({ shopId: 'DEMO', canFeedback: true, isPlatform: true })).toEqual({
      feedback: true,
      comparison: true,
    });
    expect(sideWidgets({ shopId: 'HBKY', canFeedback: false })).toEqual({
      feedback: false,
      comparison: false,
    });
  });

  it('shows the cart count, and 99+ at 100 or more', () => {
    expect([cartBadge(0), cartBadge(99), cartBadge(100), cartBadge(1234)]).toEqual(['0', '99', '99+', '99+']);
  });

  it('caps menu zones at 6, 5 with the purchase dictionary, 4 on the inquiry site', () => {
    expect([zoneTabLimit(false, false), zoneTabLimit(true, false), zoneTabLimit(true, true)]).toEqual([
      6, 5, 4,
    ]);
  });
});

describe('zone clicks (spec §4)', () => {
  const base = { id: 9, webBlank: 0, accessLinks: '', activity: null };
  it('opens type 4 as an external link, adding https:// when missing, in a new tab when webBlank is 1', () => {
    expect(
      zoneTarget({ ...base, zoneType: 4, accessLinks: 'www.example.cn/a', webBlank: 1 }, 'demo'),
    ).toEqual({
      href: 'https://www.example.cn/a',
      external: true,
      newTab: true,
    });
    expect(zoneTarget({ ...base, zoneType: 4, accessLinks: 'http://x.cn' }, 'demo').href).toBe('http://x.cn');
  });

  it('opens type 6 on the activity page, or the subsidiary page when allorpartorg is 0 and showOrgarea 1', () => {
    const activity = { id: 3, allorpartorg: 1, showOrgarea: 0 };
    expect(zoneTarget({ ...base, zoneType: 6, activity }, 'demo').href).toBe(
      '/demo/simple-zone/activity?id=3&zoneId=9',
    );
    expect(
      zoneTarget({ ...base, zoneType: 6, activity: { id: 3, allorpartorg: 0, showOrgarea: 1 } }, 'demo').href,
    ).toBe('/demo/simple-zone/subsidiary?id=3&zoneId=9');
  });

  it('opens type 8 on the comparison page and others on the zone page', () => {
    expect(zoneTarget({ ...base, zoneType: 8 }, 'demo').href).toBe('/demo/comparison/result?zoneId=9');
    expect(zoneTarget({ ...base, zoneType: 2 }, 'hbky').href).toBe('/hbky/zone?zoneId=9&zoneType=2');
  });

  it('hides type-6 zones from personal users and caps the rest', () => {
    const zones = [6, 1, 6, 2, 3, 4, 8, 5].map((zoneType) => ({ zoneType }));
    expect(menuZones(zones, 7, 6).map((z) => z.zoneType)).toEqual([1, 2, 3, 4, 8, 5]);
    expect(menuZones(zones, 2, 4).map((z) => z.zoneType)).toEqual([6, 1, 6, 2]);
  });
});
