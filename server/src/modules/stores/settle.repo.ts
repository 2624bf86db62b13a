import type { components } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';

type AuditEntry = components['schemas']['StoreAuditEntry'];
export type ApplicationStatus = 'reviewing' | 'rejected' | 'approved';

/** An application as stored, with the applicant's name and the region's names. */
export interface ApplicationRow {
  id: number;
  status: ApplicationStatus;
  applicantId: number;
  applicantName: string;
  storeName: string;
  description: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  areaName: string;
  address: string;
  storeType: number;
  logo: string;
  licence: string;
  idFront: string;
  idBack: string;
  auditRemark: string;
  expedited: boolean;
  submittedAt: Date;
  decidedAt: Date | null;
  revision: number;
  storeId: number | null;
}

/** The columns an applicant writes (documents by file id). */
export interface ApplicationColumns {
  storeName: string;
  description: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  address: string;
  storeType: number;
  logo: string;
  licence: string;
  idFront: string;
  idBack: string;
}

const APPLICATION_SQL = `
  SELECT a.id, a.status, a.applicant_id AS "applicantId", u.user_name AS "applicantName",
         a.store_name AS "storeName", a.description, a.company_name AS "companyName",
         a.contact_name AS "contactName", a.contact_phone AS "contactPhone",
         a.province_code AS "provinceCode", a.city_code AS "cityCode", a.district_code AS "districtCode",
         concat_ws(' ', p.name, c.name, d.name) AS "areaName", a.address, a.store_type AS "storeType",
         a.logo_file AS logo, a.licence_file AS licence, a.id_front_file AS "idFront", a.id_back_file AS "idBack",
         a.audit_remark AS "auditRemark", a.expedited_at IS NOT NULL AS expedited,
         a.submitted_at AS "submittedAt", a.decided_at AS "decidedAt", a.revision, a.store_id AS "storeId"
    FROM store_application a
    JOIN app_user u ON u.id = a.applicant_id
    LEFT JOIN region p ON p.code = a.province_code
    LEFT JOIN region c ON c.code = a.city_code
    LEFT JOIN region d ON d.code = a.district_code`;

/** The applicant's application: the one not yet approved, else their latest. */
export async function selectApplicationOf(q: Queryable, applicantId: number): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>(
    `${APPLICATION_SQL} WHERE a.applicant_id = $1 ORDER BY (a.status <> 'approved') DESC, a.id DESC LIMIT 1`,
    [applicantId],
  );
  return rows[0] ?? null;
}

/** One application, locked for a decision when `forUpdate`. */
export async function selectApplication(
  q: Queryable,
  id: number,
  forUpdate = false,
): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>(
    `${APPLICATION_SQL} WHERE a.id = $1${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A page of applications in a status (null: all), expedited first, then oldest submission first. */
export async function selectApplications(
  q: Queryable,
  status: ApplicationStatus | null,
  page: { current: number; size: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const { rows } = await q.query<ApplicationRow & { total: number }>(
    `${APPLICATION_SQL.replace('SELECT a.id,', 'SELECT count(*) OVER ()::int AS total, a.id,')}
      WHERE ($1::text IS NULL OR a.status = $1)
      ORDER BY (a.status = 'reviewing') DESC, a.expedited_at IS NULL, a.submitted_at, a.id
      LIMIT $2 OFFSET $3`,
    [status, page.size, (page.current - 1) * page.size],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The steps taken on an application and on the store it opened, oldest first. */
export async function selectAuditLog(
  q: Queryable,
  applicationId: number,
  storeId: number | null,
): Promise<AuditEntry[]> {
  const { rows } = await q.query<Omit<AuditEntry, 'createdAt'> & { createdAt: Date }>(
    `SELECT event, from_status AS "fromStatus", to_status AS "toStatus", actor_name AS "actorName", remark,
            created_at AS "createdAt"
       FROM store_audit_log WHERE application_id = $1 OR store_id = $2 ORDER BY id`,
    [applicationId, storeId],
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function insertAuditEntry(
  q: Queryable,
  e: {
    applicationId: number | null;
    storeId: number | null;
    event: AuditEntry['event'];
    fromStatus: string | null;
    toStatus: string;
    actorId: number;
    actorName: string;
    remark: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO store_audit_log (shop_id, application_id, store_id, event, from_status, to_status, actor_id,
                                  actor_name, remark)
     VALUES (current_setting('app.shop_id'), $1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.applicationId, e.storeId, e.event, e.fromStatus, e.toStatus, e.actorId, e.actorName, e.remark],
  );
}

const COLUMN_VALUES = (c: ApplicationColumns) => [
  c.storeName,
  c.description,
  c.companyName,
  c.contactName,
  c.contactPhone,
  c.provinceCode,
  c.cityCode,
  c.districtCode,
  c.address,
  c.storeType,
  c.logo,
  c.licence,
  c.idFront,
  c.idBack,
];

/** A new application under review; null when the applicant has one not yet approved (unique index). */
export async function insertApplication(
  q: Queryable,
  applicantId: number,
  c: ApplicationColumns,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO store_application (shop_id, applicant_id, status, store_name, description, company_name,
                                    contact_name, contact_phone, province_code, city_code, district_code,
                                    address, store_type, logo_file, licence_file, id_front_file, id_back_file)
     VALUES (current_setting('app.shop_id'), $15, 'reviewing', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
             $12, $13, $14)
     ON CONFLICT DO NOTHING RETURNING id`,
    [...COLUMN_VALUES(c), applicantId],
  );
  return rows[0]?.id ?? null;
}

/** A rejected application modified and under review again; false when it is no longer rejected. */
export async function updateResubmission(q: Queryable, id: number, c: ApplicationColumns): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE store_application
        SET store_name = $1, description = $2, company_name = $3, contact_name = $4, contact_phone = $5,
            province_code = $6, city_code = $7, district_code = $8, address = $9, store_type = $10,
            logo_file = $11, licence_file = $12, id_front_file = $13, id_back_file = $14,
            status = 'reviewing', audit_remark = '', expedited_at = NULL, decided_at = NULL,
            submitted_at = now(), revision = revision + 1
      WHERE id = $15 AND status = 'rejected'`,
    [...COLUMN_VALUES(c), id],
  );
  return rowCount === 1;
}

/** Marks an application under review as expedited, once; false otherwise. */
export async function markExpedited(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE store_application SET expedited_at = now()
      WHERE id = $1 AND status = 'reviewing' AND expedited_at IS NULL`,
    [id],
  );
  return rowCount === 1;
}

/** Records the operator's decision on an application still under review; false when it was not. */
export async function markDecided(
  q: Queryable,
  id: number,
  decision: { status: 'approved'; storeId: number } | { status: 'rejected'; remark: string },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE store_application SET status = $2, store_id = $3, audit_remark = $4, decided_at = now()
      WHERE id = $1 AND status = 'reviewing'`,
    [
      id,
      decision.status,
      decision.status === 'approved' ? decision.storeId : null,
      decision.status === 'rejected' ? decision.remark : '',
    ],
  );
  return rowCount === 1;
}

/** Whether a store of the tenant has the name (any case). */
export async function storeNameTaken(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM store WHERE lower(name) = lower($1)', [name]);
  return rows.length > 0;
}

/** Whether the codes are a province, one of its cities and one of that city's districts. */
export async function isRegionChain(
  q: Queryable,
  province: string,
  city: string,
  district: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM region p JOIN region c ON c.parent_code = p.code JOIN region d ON d.parent_code = c.code
      WHERE p.code = $1 AND p.level = 1 AND c.code = $2 AND d.code = $3`,
    [province, city, district],
  );
  return rows.length > 0;
}

/** The store an approved application opens (not yet open); null when its name was taken meanwhile. */
export async function insertStore(q: Queryable, a: ApplicationRow, logoUrl: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO store (shop_id, name, store_type, logo, contact_phone, area, address, description, status,
                        owner_user_id, company_name, contact_name)
     VALUES (current_setting('app.shop_id'), $1, $2, $3, $4, $5, $6, $7, 4, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      a.storeName,
      a.storeType,
      logoUrl,
      a.contactPhone,
      a.areaName,
      a.address,
      a.description,
      a.applicantId,
      a.companyName,
      a.contactName,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * The store's account (type 5, main, no phone, no password yet: it cannot sign in until the owner sets
 * one), as its owner in the console; null when the name is taken.
 */
export async function insertStoreAccount(
  q: Queryable,
  storeId: number,
  userName: string,
  displayName: string,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO app_user (shop_id, user_name, full_name, nick_name, mobile, password_hash, user_type, is_main)
     VALUES (current_setting('app.shop_id'), $1, $2, $2, NULL, '', 5, true)
     ON CONFLICT DO NOTHING RETURNING id`,
    [userName, displayName],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) return null;
  await q.query('UPDATE store SET account_user_id = $2 WHERE id = $1', [storeId, userId]);
  await q.query(
    `INSERT INTO store_staff (shop_id, store_id, user_id, role) VALUES (current_setting('app.shop_id'), $1, $2, 'owner')`,
    [storeId, userId],
  );
  return userId;
}

/** A store with its account, as its owner and the operator see it. */
export interface StoreRow {
  storeId: number;
  storeName: string;
  storeType: number;
  status: number;
  statusRemark: string;
  ownerUserId: number | null;
  ownerName: string;
  accountUserId: number | null;
  accountName: string;
  accountReady: boolean;
  contactPhone: string;
  area: string;
  skuCount: number;
  createdAt: Date;
}

const STORE_SQL = `
  SELECT st.id AS "storeId", st.name AS "storeName", st.store_type AS "storeType", st.status,
         st.status_remark AS "statusRemark", st.owner_user_id AS "ownerUserId",
         COALESCE(o.user_name, '') AS "ownerName", st.account_user_id AS "accountUserId",
         COALESCE(acc.user_name, '') AS "accountName", COALESCE(acc.password_hash <> '', false) AS "accountReady",
         st.contact_phone AS "contactPhone", st.area,
         (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount",
         st.created_at AS "createdAt"
    FROM store st
    LEFT JOIN app_user o ON o.id = st.owner_user_id
    LEFT JOIN app_user acc ON acc.id = st.account_user_id`;

/** The store the user owns (opened by their application), or null. */
export async function selectOwnedStore(q: Queryable, ownerUserId: number): Promise<StoreRow | null> {
  const { rows } = await q.query<StoreRow>(
    `${STORE_SQL} WHERE st.owner_user_id = $1 ORDER BY st.id LIMIT 1`,
    [ownerUserId],
  );
  return rows[0] ?? null;
}

export async function selectStore(
  q: Queryable,
  storeId: number,
  forUpdate = false,
): Promise<StoreRow | null> {
  const { rows } = await q.query<StoreRow>(
    `${STORE_SQL} WHERE st.id = $1${forUpdate ? ' FOR UPDATE OF st' : ''}`,
    [storeId],
  );
  return rows[0] ?? null;
}

/** A page of the tenant's stores in a status (null: all) whose name contains the keyword, by name. */
export async function selectStores(
  q: Queryable,
  status: number | null,
  keyword: string,
  page: { current: number; size: number },
): Promise<{ rows: StoreRow[]; total: number }> {
  const { rows } = await q.query<StoreRow & { total: number }>(
    `${STORE_SQL.replace('SELECT st.id', 'SELECT count(*) OVER ()::int AS total, st.id')}
      WHERE ($1::int IS NULL OR st.status = $1) AND ($2 = '' OR strpos(lower(st.name), lower($2)) > 0)
      ORDER BY st.name, st.id LIMIT $3 OFFSET $4`,
    [status, keyword, page.size, (page.current - 1) * page.size],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Moves a store from one status to another (with the operator's remark); false when it was not there. */
export async function updateStoreStatus(
  q: Queryable,
  storeId: number,
  from: number,
  to: number,
  remark: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE store SET status = $3, status_remark = $4 WHERE id = $1 AND status = $2',
    [storeId, from, to, remark],
  );
  return rowCount === 1;
}

/** The application that opened a store (for the audit log), or null for a store the seed opened. */
export async function applicationIdOfStore(q: Queryable, storeId: number): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM store_application WHERE store_id = $1', [
    storeId,
  ]);
  return rows[0]?.id ?? null;
}

/** The store account's password hash, locked. */
export async function selectAccountHashForUpdate(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ hash: string }>(
    'SELECT password_hash AS hash FROM app_user WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0]?.hash ?? null;
}

export async function updateAccountHash(q: Queryable, userId: number, hash: string): Promise<void> {
  await q.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

/**
 * A store's goods leave the mall with it and come back with it: on sale (1) ⇄ withdrawn with their store
 * (2), so every listing, search and order that sells only goods on sale stops and resumes selling them,
 * and goods the owner took off the shelf (0) stay off.
 */
export async function setStoreGoodsOnSale(q: Queryable, storeId: number, onSale: boolean): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE product_sku SET status = $2 WHERE store_id = $1 AND status = $3',
    onSale ? [storeId, 1, 2] : [storeId, 2, 1],
  );
  return rowCount ?? 0;
}
