import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/src/platform/db/database.ts';
import { migrate } from '../../../server/src/platform/db/migrate.ts';
import { isSeeded, seed } from '../../../server/src/platform/db/seed/index.ts';
import { formatUnits } from '../../../server/src/platform/db/seed/prices.ts';
import { ACCOUNTS, DEMO_PASSWORD } from '../../../server/src/platform/db/seed/users.ts';
import { hashPassword, verifyPassword } from '../../../server/src/modules/identity/password.service.ts';

const TENANT_IDS = ['BKSC', 'DEMO', 'HBKY', 'HSNYSC', 'RDSC'];
// A whole second seed runs in ~20 s on an idle machine; the timeout leaves room for a loaded CI host.
const SLOW = 180_000;

async function freshDatabase(): Promise<Database> {
  const db = await openDatabase({});
  await migrate(db);
  return db;
}

describe('password hashing', () => {
  it('verifies the password it hashed and rejects any other', async () => {
    const stored = await hashPassword('Mall@2026');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('Mall@2026', stored)).toBe(true);
    expect(await verifyPassword('mall@2026', stored)).toBe(false);
  });

  it('uses a fresh random salt unless one is given', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('secret')).not.toBe(await hashPassword('secret'));
    expect(await hashPassword('secret', salt)).toBe(await hashPassword('secret', salt));
  });

  it('treats malformed or hostile stored hashes as a mismatch', async () => {
    const stored = await hashPassword('secret');
    for (const bad of [
      '',
      'plain',
      stored.replace('scrypt', 'bcrypt'),
      stored.replace('$16384$', '$1000$'),
      stored.replace('$16384$', '$1073741824$'),
    ]) {
      expect(await verifyPassword('secret', bad)).toBe(false);
    }
  });
});

describe('demo seed', () => {
  let db: Database;
  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await db.owner((q) => q.query<T>(sql, params))).rows;
  const countsBy = async (sql: string) =>
    Object.fromEntries((await rows<{ shop_id: string; n: number }>(sql)).map((r) => [r.shop_id, r.n]));

  beforeAll(async () => {
    db = await freshDatabase();
    expect(await isSeeded(db)).toBe(false);
    await seed(db);
  }, SLOW);

  afterAll(() => db?.close());

  it('seeds all five tenants', async () => {
    expect(await isSeeded(db)).toBe(true);
    const shops = await rows<{ shop_id: string; domain: string }>(
      'SELECT shop_id, domain FROM shop ORDER BY shop_id',
    );
    expect(shops.map((s) => s.shop_id)).toEqual(TENANT_IDS);
    expect(shops.map((s) => s.domain)).toEqual(TENANT_IDS.map((id) => id.toLowerCase()));
  });

  it('resolves hbky to HBKY with plan audit, consistency, ordering and feedback on', async () => {
    const [hbky] = await db
      .anonymous((q) => q.query('SELECT * FROM shop_by_domain($1)', ['HBKY']))
      .then((r) => r.rows);
    expect(hbky).toMatchObject({
      shop_id: 'HBKY',
      plan_audit: true,
      consistency: true,
      order_flag: true,
      can_feedback: true,
      disable_depart: false,
    });
  });

  it('varies the tenant flags so every storefront branch has a tenant', async () => {
    const shops = await rows<Record<string, boolean | string>>('SELECT * FROM shop');
    expect(shops.some((s) => s.order_flag === false)).toBe(true);
    expect(shops.some((s) => s.can_feedback === false)).toBe(true);
    expect(shops.filter((s) => s.is_platform).map((s) => s.shop_id)).toEqual(['DEMO']);
    for (const flag of ['plan_audit', 'consistency', 'disable_depart']) {
      expect(new Set(shops.map((s) => s[flag])).size).toBe(2);
    }
  });

  it('gives every tenant web and base config', async () => {
    const web = await rows<Record<string, string>>('SELECT * FROM web_config ORDER BY shop_id');
    expect(web).toHaveLength(5);
    for (const w of web) {
      expect(w.welcome_cn).toMatch(/^您好，欢迎来到.+商城！$/);
      expect(w.copyright_cn).toMatch(/^© 2026 .+ICP备/);
      expect(w.title_img).toMatch(new RegExp(`^/iiot/jcmall-oss/file/${w.shop_id}/[0-9a-f]{24}$`));
    }
    expect(web.find((w) => w.shop_id === 'HBKY')?.about_html).toContain('<p>');
    const [demo] = await rows<Record<string, unknown>>(`SELECT * FROM base_config WHERE shop_id = 'DEMO'`);
    expect(demo).toMatchObject({ decimal_scale: 2, enable_map: { planList: true, untaxedPrice: true } });
    expect(Object.keys(demo?.enable_map as object).sort()).toEqual([
      'mpFlag',
      'mustAudit',
      'planList',
      'purchaseOrgEnable',
      'qgSupScope',
      'untaxedPrice',
    ]);
    expect(
      (demo?.material_submission_config as { structuredConfig: object }).structuredConfig,
    ).toHaveProperty('useHistoryPrice');
  });

  it('seeds the dictionaries the storefront reads', async () => {
    const dict = await rows<{
      shop_id: string;
      dict_code: string;
      code: string;
      enabled: boolean;
      sort: number;
    }>('SELECT shop_id, dict_code, code, enabled, sort FROM dict_item ORDER BY shop_id, dict_code, sort');
    const of = (shop: string, code: string) => dict.filter((d) => d.shop_id === shop && d.dict_code === code);
    expect(of('DEMO', 'batchOrder')).toMatchObject([{ code: 'batchOrder', enabled: true }]);
    expect(dict.some((d) => d.dict_code === 'batchOrder' && !d.enabled)).toBe(true);
    expect(of('DEMO', 'purchase')[0]?.enabled).toBe(true);
    expect(dict.some((d) => d.dict_code === 'purchase' && !d.enabled)).toBe(true);
    const firstRegister = TENANT_IDS.map((shop) => of(shop, 'user_register')[0]?.code);
    expect(firstRegister.filter((c) => c === 'register-1')).toHaveLength(4);
    expect(firstRegister).toContain('register-0');
    expect(of('DEMO', 'FEEDBACK').map((d) => d.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('builds a three-level category tree of at least 8 top categories and 150 leaves per tenant', async () => {
    const top = await countsBy(
      "SELECT shop_id, count(*)::int AS n FROM category WHERE level = 1 AND icon <> '' GROUP BY 1",
    );
    const leaves = await countsBy(`SELECT c.shop_id, count(*)::int AS n FROM category c
      JOIN category p ON p.id = c.parent_id AND p.level = 2 JOIN category g ON g.id = p.parent_id AND g.level = 1
      WHERE c.level = 3 GROUP BY 1`);
    for (const shop of TENANT_IDS) {
      expect(top[shop]).toBeGreaterThanOrEqual(8);
      expect(leaves[shop]).toBeGreaterThanOrEqual(150);
    }
  });

  it('has at least 40 brands and 12 stores per tenant', async () => {
    const brands = await countsBy(
      `SELECT shop_id, count(*)::int AS n FROM brand WHERE logo <> '' GROUP BY 1`,
    );
    const stores = await countsBy(
      `SELECT shop_id, count(*)::int AS n FROM store WHERE contact_phone <> '' GROUP BY 1`,
    );
    for (const shop of TENANT_IDS) {
      expect(brands[shop]).toBeGreaterThanOrEqual(40);
      expect(stores[shop]).toBeGreaterThanOrEqual(12);
    }
  });

  it('fills the catalogue: 2,000 SKUs on DEMO, 500 elsewhere, all on leaf categories', async () => {
    const skus = await countsBy('SELECT shop_id, count(*)::int AS n FROM product_sku GROUP BY 1');
    expect(skus.DEMO).toBeGreaterThanOrEqual(2000);
    for (const shop of TENANT_IDS) expect(skus[shop]).toBeGreaterThanOrEqual(500);
    const [misplaced] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM product_sku s
      JOIN category c ON c.id = s.category_id WHERE c.level <> 3 OR c.shop_id <> s.shop_id`);
    expect(misplaced?.n).toBe(0);
  });

  it('mixes two-decimal, long-decimal and missing prices, with market prices never below the price', async () => {
    const [p] = await rows<Record<string, number>>(`SELECT
      count(*) FILTER (WHERE price IS NULL)::int AS missing,
      count(*) FILTER (WHERE price <> round(price, 2))::int AS long,
      count(*) FILTER (WHERE price < 1 AND price <> round(price, 4))::int AS seven,
      count(*) FILTER (WHERE market_price < price)::int AS below,
      count(*) FILTER (WHERE (SELECT k.stock FROM sku_stock k WHERE k.sku_id = product_sku.id) = 0)::int AS sold_out,
      count(DISTINCT product_type)::int AS types,
      count(*) FILTER (WHERE pre_sale)::int AS pre_sale
      FROM product_sku WHERE shop_id = 'DEMO'`);
    expect(p?.missing).toBeGreaterThan(0);
    expect(p?.long).toBeGreaterThan(0);
    expect(p?.seven).toBeGreaterThan(0);
    expect(p?.below).toBe(0);
    expect(p?.sold_out).toBeGreaterThan(0);
    expect(p?.types).toBe(4);
    expect(p?.pre_sale).toBeGreaterThan(0);
  });

  it('prints more than two decimals only on goods sold by the piece (fasteners)', async () => {
    const long = await rows<{ group: string; unit: string }>(`SELECT DISTINCT g.name AS group, s.unit
      FROM product_sku s JOIN category c ON c.id = s.category_id JOIN category g ON g.id = c.parent_id
      WHERE s.price <> round(s.price, 2) OR s.market_price <> round(s.market_price, 2)`);
    expect(long).toEqual([{ group: '紧固件', unit: '个' }]);
  });

  it('has brand stores sell their own brand only, and every brand sold by a store that may carry it', async () => {
    const sold = await rows<{
      store: string;
      brand: string;
    }>(`SELECT DISTINCT st.name AS store, b.name AS brand
      FROM product_sku s JOIN store st ON st.id = s.store_id JOIN brand b ON b.id = s.brand_id
      WHERE s.shop_id = 'DEMO'`);
    const brandsOf = (store: string) => new Set(sold.filter((r) => r.store === store).map((r) => r.brand));
    expect(brandsOf('得力集团官方旗舰店')).toEqual(new Set(['得力']));
    expect(brandsOf('晨光文具企业购专营店')).toEqual(new Set(['晨光']));
    expect(brandsOf('世达工具官方专营店')).toEqual(new Set(['世达']));
    expect(brandsOf('华安劳保防护用品有限公司')).toEqual(new Set(['3M', '霍尼韦尔', '代尔塔']));
    const pilot = sold.filter((r) => r.brand === '百乐').map((r) => r.store);
    expect(pilot.length).toBeGreaterThan(0);
    expect(pilot).not.toContain('晨光文具企业购专营店');
  });

  it('names products so the search demos find them', async () => {
    const [n] = await rows<Record<string, number>>(`SELECT
      count(*) FILTER (WHERE name LIKE '%签字笔%')::int AS pens,
      count(*) FILTER (WHERE name LIKE '%A4%')::int AS a4,
      count(*) FILTER (WHERE search_tokens @@ '签字 & 字笔'::tsquery)::int AS indexed
      FROM product_sku WHERE shop_id = 'DEMO'`);
    expect(n?.pens).toBeGreaterThanOrEqual(5);
    expect(n?.a4).toBeGreaterThanOrEqual(5);
    expect(n?.indexed).toBe(n?.pens);
    const variants = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_sku WHERE shop_id = 'DEMO' GROUP BY spu_code HAVING count(*) > 1`,
    );
    expect(variants.length).toBeGreaterThan(100);
  });

  it('stores every referenced image as an SVG of the same tenant, and issued invoices as PDFs', async () => {
    const [dangling] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM product_sku s
      CROSS JOIN jsonb_array_elements_text(s.images || to_jsonb(s.main_img)) AS img(url)
      WHERE NOT EXISTS (SELECT 1 FROM file_object f
        WHERE img.url = '/iiot/jcmall-oss/file/' || f.shop_id || '/' || f.id AND f.shop_id = s.shop_id)`);
    expect(dangling?.n).toBe(0);
    // A gallery of four per product: its main shot (one per colour), the back, the package, a close-up.
    const [gallery] = await rows<{ short: number; shared: number; spus: number; mains: number }>(`SELECT
      count(*) FILTER (WHERE jsonb_array_length(images) <> 4 OR images->>0 <> main_img)::int AS short,
      count(DISTINCT spu_code)::int AS spus, count(DISTINCT main_img)::int AS mains,
      (SELECT count(*)::int FROM (SELECT main_img FROM product_sku WHERE shop_id = 'DEMO' AND spu_code !~ '-C'
        GROUP BY main_img HAVING count(DISTINCT spu_code) > 1) x) AS shared
      FROM product_sku WHERE shop_id = 'DEMO'`);
    expect(gallery).toMatchObject({ short: 0, shared: 0 });
    expect(gallery!.mains).toBeGreaterThan(gallery!.spus * 0.9);
    const files = await rows<{
      shop_id: string;
      n: number;
      bad: number;
      biggest: number;
    }>(`SELECT shop_id, count(*)::int AS n,
      count(*) FILTER (WHERE byte_size <> octet_length(data)
        OR content_type <> CASE purpose WHEN 'invoice' THEN 'application/pdf' ELSE 'image/svg+xml' END)::int AS bad,
      max(byte_size) AS biggest FROM file_object GROUP BY 1`);
    for (const f of files) {
      expect(f.bad).toBe(0);
      // Four pictures per SPU (the main shot once per colour) and the logos, icons and banners.
      expect(f.n).toBeLessThanOrEqual(4000);
      expect(f.biggest).toBeLessThan(2048);
    }
  });

  it('offers zones of every type the storefront branches on', async () => {
    const zones = await rows<Record<string, string | number | null>>(
      `SELECT * FROM zone WHERE shop_id = 'DEMO' ORDER BY sort`,
    );
    expect(zones.length).toBeGreaterThanOrEqual(8);
    expect(new Set(zones.map((z) => z.zone_type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 8]));
    const links = zones.filter((z) => z.zone_type === 4);
    expect(links.some((z) => !String(z.access_links).startsWith('http'))).toBe(true);
    expect(links.some((z) => String(z.access_links).startsWith('https://'))).toBe(true);
    expect(links.some((z) => z.web_blank === 1)).toBe(true);
    const activities = zones.filter((z) => z.zone_type === 6);
    expect(activities.every((z) => z.activity_id !== null)).toBe(true);
    expect(activities.some((z) => z.allorpartorg === 0 && z.show_orgarea === 1)).toBe(true);
    expect(activities.some((z) => z.allorpartorg === 1)).toBe(true);
  });

  it('seeds banners, hot searches and hotlines for every tenant', async () => {
    const c = await rows<Record<string, number | string>>(`SELECT s.shop_id,
      (SELECT count(*) FROM banner b WHERE b.shop_id = s.shop_id AND position = 1)::int AS home,
      (SELECT count(*) FROM banner b WHERE b.shop_id = s.shop_id AND position = 2)::int AS sup,
      (SELECT count(*) FROM hot_search h WHERE h.shop_id = s.shop_id AND type = 0)::int AS goods,
      (SELECT count(*) FROM hot_search h WHERE h.shop_id = s.shop_id AND type = 1)::int AS stores,
      (SELECT count(*) FROM bidder_line l WHERE l.shop_id = s.shop_id AND is_supplier = 1)::int AS supplier_lines,
      (SELECT count(*) FROM bidder_line l WHERE l.shop_id = s.shop_id AND is_supplier = 0)::int AS operator_lines
      FROM shop s`);
    for (const t of c) {
      expect(t).toMatchObject({ sup: 2 });
      expect(t.home).toBeGreaterThanOrEqual(3);
      expect(t.goods).toBeGreaterThanOrEqual(6);
      expect(t.stores).toBeGreaterThanOrEqual(3);
      expect(t.supplier_lines).toBeGreaterThanOrEqual(3);
      expect(t.operator_lines).toBeGreaterThanOrEqual(2);
    }
  });

  it('creates the seven demo accounts in every tenant with the demo password', async () => {
    const users = await rows<{
      shop_id: string;
      user_name: string;
      mobile: string;
      user_type: number;
      password_hash: string;
    }>(
      'SELECT shop_id, user_name, mobile, user_type, password_hash FROM app_user WHERE user_name = ANY($1) ORDER BY id',
      [ACCOUNTS.map((a) => a.userName)],
    );
    expect(users).toHaveLength(TENANT_IDS.length * ACCOUNTS.length);
    const checks = await Promise.all(users.map((u) => verifyPassword(DEMO_PASSWORD, u.password_hash)));
    expect(checks.every(Boolean)).toBe(true);
    const demo = Object.fromEntries(users.filter((u) => u.shop_id === 'DEMO').map((u) => [u.user_name, u]));
    expect(demo.buyer01).toMatchObject({ user_type: 2, mobile: '13800000002' });
    expect(demo.buyer03).toMatchObject({ user_type: 3, mobile: '13800000003' });
    expect(demo.supplier01).toMatchObject({ user_type: 5, mobile: '13800000005' });
    expect(demo.merchant01).toMatchObject({ user_type: 1, mobile: '13800000001' });
    expect(demo.person01).toMatchObject({ user_type: 7, mobile: '13800000007' });
    expect(demo.guest01).toMatchObject({ mobile: '13800000009' });
    const [flags] = await rows<Record<string, boolean>>(`SELECT
      bool_and(is_public_browse) FILTER (WHERE user_name = 'guest01') AS guest,
      bool_and(is_operator) FILTER (WHERE user_name = 'admin') AS admin,
      bool_and(is_main) FILTER (WHERE user_name IN ('buyer01', 'supplier01')) AS mains,
      bool_or(is_main) FILTER (WHERE user_name IN ('buyer03', 'merchant01')) AS subs FROM app_user`);
    expect(flags).toEqual({ guest: true, admin: true, mains: true, subs: false });
  });

  it('grants buyer01 the purchaser menus and buyer03 a narrower set', async () => {
    const urls = async (user: string) =>
      (
        await rows<{ url: string }>(
          `SELECT DISTINCT m.url FROM app_user u JOIN user_role r ON r.user_id = u.id
           JOIN role_menu rm ON rm.shop_id = r.shop_id AND rm.role_code = r.role_code
           JOIN menu m ON m.id = rm.menu_id AND m.app_id = 2
           WHERE u.shop_id = 'HBKY' AND u.user_name = $1 AND m.url <> ''`,
          [user],
        )
      ).map((r) => r.url);
    const buyer01 = await urls('buyer01');
    const buyer03 = await urls('buyer03');
    expect(buyer01).toEqual(
      expect.arrayContaining(['/plan/audit', '/order/list', '/order/confirm-receipt', '/order/check']),
    );
    expect(buyer03).toContain('/order/confirm-receipt');
    expect(buyer03).not.toContain('/plan/audit');
    expect(buyer03.length).toBeLessThan(buyer01.length);
  });

  it('keeps tenants apart under row-level security', async () => {
    const shops = await db.tenant('HBKY', (q) =>
      q.query<{ shop_id: string }>('SELECT DISTINCT shop_id FROM product_sku'),
    );
    expect(shops.rows).toEqual([{ shop_id: 'HBKY' }]);
  });

  it(
    'is deterministic: a second database gets byte-identical rows',
    async () => {
      const fingerprint = async (target: Database) =>
        target.owner(async (q) => {
          const out: Record<string, string> = {};
          for (const table of [
            'shop',
            'web_config',
            'base_config',
            'dict_item',
            'app_user',
            'user_role',
            'menu',
            'role_menu',
            'category',
            'brand',
            'store',
            'product_sku',
            'file_object',
            'banner',
            'hot_search',
            'zone',
            'bidder_line',
          ]) {
            const {
              rows: [r],
            } = await q.query<{ md5: string }>(
              `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ${table} t`,
            );
            out[table] = r?.md5 ?? '';
          }
          return out;
        });
      const other = await freshDatabase();
      try {
        await seed(other);
        expect(await fingerprint(other)).toEqual(await fingerprint(db));
      } finally {
        await other.close();
      }
    },
    SLOW,
  );
});

describe('seed price formatting', () => {
  it('prints integer units as exact decimal strings', () => {
    expect(formatUnits(123456, 4)).toBe('12.3456');
    expect(formatUnits(325, 4)).toBe('0.0325');
    expect(formatUnits(1205, 2)).toBe('12.05');
    expect(formatUnits(7, 0)).toBe('7');
  });
});
