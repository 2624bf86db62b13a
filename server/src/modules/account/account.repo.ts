import type { components } from '../../../../openapi/generated/account.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** An address book entry as the API shows it (openapi account.yaml Address). */
type Address = components['schemas']['Address'];

/** The SQL select list of user_address that produces an {@link Address}. */
export const ADDRESS_COLUMNS = `id, receiver, phone, province_code AS "provinceCode", city_code AS "cityCode",
  county_code AS "countyCode", town_code AS "townCode", region_name AS "regionName", detail, is_default AS "isDefault"`;

/** The regions whose parent is `parentCode` (the provinces for null), each with whether it has children. */
export async function selectRegionChildren(q: Queryable, parentCode: string | null) {
  const { rows } = await q.query<{ code: string; name: string; level: number; leaf: boolean }>(
    `SELECT r.code, r.name, r.level, NOT EXISTS (SELECT 1 FROM region c WHERE c.parent_code = r.code) AS leaf
       FROM region r WHERE r.parent_code IS NOT DISTINCT FROM $1 ORDER BY r.code`,
    [parentCode],
  );
  return rows;
}

export async function regionExists(q: Queryable, code: string): Promise<boolean> {
  const known = await q.query('SELECT 1 FROM region WHERE code = $1', [code]);
  return known.rows.length > 0;
}

export async function selectAddresses(q: Queryable, userId: number): Promise<Address[]> {
  const { rows } = await q.query<Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
    [userId],
  );
  return rows;
}

export async function selectAddress(q: Queryable, userId: number, id: number): Promise<Address | undefined> {
  const { rows } = await q.query<Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE user_id = $1 AND id = $2`,
    [userId, id],
    { prepare: true },
  );
  return rows[0];
}

/** The user's default address (or, should none be marked, the oldest), or null without addresses. */
export async function selectDefaultAddress(q: Queryable, userId: number): Promise<Address | null> {
  const { rows } = await q.query<Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE user_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Serialises this user's address changes until the transaction ends. */
export async function lockAddressBook(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `SELECT pg_advisory_xact_lock(hashtext('address:' || current_setting('app.shop_id', true) || ':' || $1))`,
    [userId],
  );
}

export async function clearDefaultAddress(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE user_address SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
}

/** A user's address as stored; `isDefault` true makes it the default (an update never unmarks one). */
export type AddressFields = Omit<Address, 'id'> & { userId: number };

const addressParams = (a: AddressFields) => [
  a.userId,
  a.receiver,
  a.phone,
  a.provinceCode,
  a.cityCode,
  a.countyCode,
  a.townCode,
  a.regionName,
  a.detail,
  a.isDefault,
];

export async function insertAddress(q: Queryable, fields: AddressFields): Promise<Address> {
  const { rows } = await q.query<Address>(
    `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                     region_name, detail, is_default)
           VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           RETURNING ${ADDRESS_COLUMNS}`,
    addressParams(fields),
  );
  return rows[0]!;
}

export async function updateAddress(q: Queryable, id: number, fields: AddressFields): Promise<Address> {
  const { rows } = await q.query<Address>(
    `UPDATE user_address SET receiver = $2, phone = $3, province_code = $4, city_code = $5, county_code = $6,
                  town_code = $7, region_name = $8, detail = $9, is_default = is_default OR $10
            WHERE user_id = $1 AND id = $11 RETURNING ${ADDRESS_COLUMNS}`,
    [...addressParams(fields), id],
  );
  return rows[0]!;
}

/** Deletes an address; whether it was the default, or undefined when the user has no such address. */
export async function deleteAddressRow(
  q: Queryable,
  userId: number,
  id: number,
): Promise<{ isDefault: boolean } | undefined> {
  const { rows } = await q.query<{ isDefault: boolean }>(
    'DELETE FROM user_address WHERE user_id = $1 AND id = $2 RETURNING is_default AS "isDefault"',
    [userId, id],
  );
  return rows[0];
}

/** Marks the user's oldest address the default. */
export async function defaultOldestAddress(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE user_address SET is_default = true
        WHERE id = (SELECT id FROM user_address WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
    [userId],
  );
}

/** The user's member account (balance and points), or undefined when the user has none. */
export async function selectWallet(
  q: Queryable,
  userId: number,
): Promise<{ balance: string; points: number } | undefined> {
  const { rows } = await q.query<{ balance: string; points: number }>(
    'SELECT balance::text AS balance, points FROM member_account WHERE user_id = $1',
    [userId],
  );
  return rows[0];
}
