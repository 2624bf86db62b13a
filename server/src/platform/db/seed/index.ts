import type { Database, Queryable } from '../database.ts';
import { stampTokenizerVersion } from '../retokenize.ts';
import { seedAccountProfiles } from './account-profiles.ts';
import { seedAfterSales } from './after-sales.ts';
import { buildCatalog } from './catalog.ts';
import { seedComments, seedOrderComments } from './comments.ts';
import { seedCommerce } from './commerce.ts';
import { countIssuedCoupons, seedCoupons } from './coupons.ts';
import { buildConfig } from './config.ts';
import { buildContent } from './content.ts';
import { TenantFiles } from './files.ts';
import { IdAllocator } from './ids.ts';
import { seedChat } from './chat.ts';
import { seedCollections } from './collections.ts';
import { seedInvoices } from './invoices.ts';
import { emptyRows, type SeedRows } from './rows.ts';
import { TENANTS } from './tenants.ts';
import { buildUsers, hashDemoPasswords } from './users.ts';
import { seedWebsite } from './website.ts';
import { seedWelfare } from './welfare.ts';
import { writeRows } from './writer.ts';
import { seedOrders } from './orders.ts';
import { seedPromotions } from './promotions.ts';
import { seedStaff } from './staff.ts';
import { seedStoreApplications } from './store-applications.ts';
import { seedStoreNotices } from './store-notices.ts';
import { seedWallets } from './wallet.ts';
import { seedMembers } from './member.ts';
import { seedZones } from './zones.ts';
import { seedServiceVouchers } from './vouchers.ts';

/** True once any tenant exists: the seed runs only into an empty database. */
export async function isSeeded(db: Database): Promise<boolean> {
  return db.owner(async (q) => {
    const { rows } = await q.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM shop) AS seeded');
    return rows[0]?.seeded ?? false;
  });
}

/**
 * Builds every row of the demo tenants in memory. Pure apart from the password hashes passed in, and
 * deterministic: the same code always yields the same rows.
 */
export function buildSeedRows(hashes: Map<string, string>): { rows: SeedRows; ids: IdAllocator } {
  const rows = emptyRows();
  const ids = new IdAllocator();
  for (const tenant of TENANTS) {
    const files = new TenantFiles(tenant.shopId);
    buildConfig(tenant, files, ids, rows);
    buildUsers(tenant, hashes, files, ids, rows);
    buildCatalog(tenant, files, ids, rows);
    buildContent(tenant, files, ids, rows);
    rows.file_object.push(...files.rows);
  }
  return { rows, ids };
}

/**
 * Inserts the demo tenants (DESIGN.md §5) in one owner transaction: tenants and their configuration,
 * accounts with roles and menus, catalogue, generated images and storefront content; it stamps the
 * version of the search lexemes it wrote (see retokenize.ts). Two runs on empty
 * databases produce identical data. Callers check {@link isSeeded} first.
 */
export async function seed(db: Database): Promise<void> {
  const hashes = await hashDemoPasswords(TENANTS);
  const { rows, ids } = buildSeedRows(hashes);
  await db.owner(async (q) => {
    await writeRows(q, rows, ids.entries());
    await seedZones(q);
    await seedWelfare(q);
    await seedWebsite(q);
    await seedStoreNotices(q);
    await seedComments(q);
    await seedCommerce(q);
    await seedCoupons(q);
    await seedStaff(q);
    await seedStoreApplications(q);
    await seedAccountProfiles(q);
    await stampTokenizerVersion(q);
    await analyzeSeededTables(q);
    // After the statistics: the order tables hold a few demo rows only, and are left unanalysed like the
    // other tables that start (nearly) empty (see below).
    await seedOrders(q);
    await seedAfterSales(q);
    await seedOrderComments(q);
    await seedInvoices(q);
    await seedCollections(q);
    await seedWallets(q);
    await seedMembers(q);
    await seedServiceVouchers(q);
    await countIssuedCoupons(q);
    await seedChat(q);
    await seedPromotions(q);
  });
}

/**
 * Fresh statistics for the tables the seed filled: without them the planner guesses one row per tenant
 * and store, and a prepared statement's generic plan may walk a whole store's goods to find one SKU.
 * Tables still empty (orders, ledgers) are left unanalysed: statistics saying "empty" would plan their
 * lookups (foreign-key checks included) as sequential scans that stay cached while the table grows.
 */
async function analyzeSeededTables(q: Queryable): Promise<void> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY c.relname`,
  );
  for (const { name } of rows) {
    const filled = await q.query(`SELECT 1 FROM "${name}" LIMIT 1`);
    if (filled.rows.length > 0) await q.query(`ANALYZE "${name}"`);
  }
}
