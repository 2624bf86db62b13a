import type { components } from '../../../../openapi/generated/account.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { validateRegion } from '../cart/lines.service.ts';
import { ADDRESS_COLUMNS, type AddressView } from './address.service.ts';

export type { AddressView } from './address.service.ts';

export const ADDRESS_NOT_FOUND = '收货地址不存在，请重新选择';

/** Addresses one user may keep (spec §8 "created delivery address maximum reached"). */
export const MAX_ADDRESSES = 20;

export async function regionChildren(q: Queryable, parentCode: string | undefined) {
  const { rows } = await q.query<{ code: string; name: string; level: number; leaf: boolean }>(
    `SELECT r.code, r.name, r.level, NOT EXISTS (SELECT 1 FROM region c WHERE c.parent_code = r.code) AS leaf
       FROM region r WHERE r.parent_code IS NOT DISTINCT FROM $1 ORDER BY r.code`,
    [parentCode ?? null],
  );
  if (rows.length === 0 && parentCode !== undefined) {
    const known = await q.query('SELECT 1 FROM region WHERE code = $1', [parentCode]);
    if (known.rows.length === 0) throw notFound(`地区 ${parentCode} 不存在`);
  }
  return rows;
}

export async function listAddresses(q: Queryable, userId: number): Promise<AddressView[]> {
  const { rows } = await q.query<AddressView>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
    [userId],
  );
  return rows;
}

export async function findAddress(q: Queryable, userId: number, id: number): Promise<AddressView> {
  const { rows } = await q.query<AddressView>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE user_id = $1 AND id = $2`,
    [userId, id],
    { prepare: true },
  );
  if (!rows[0]) throw notFound(ADDRESS_NOT_FOUND);
  return rows[0];
}

/** The user's default address (or, should none be marked, the oldest), or null without addresses. */
export async function defaultAddress(q: Queryable, userId: number): Promise<AddressView | null> {
  const { rows } = await q.query<AddressView>(
    `SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE user_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

export type AddressInput = components['schemas']['AddressDraft'];

/** Adds or changes an address; the first address, or one marked default, becomes the only default. */
export async function saveAddress(q: Queryable, userId: number, input: AddressInput): Promise<AddressView> {
  const receiver = input.receiver.trim();
  const detail = input.detail.trim();
  if (receiver === '') throw badRequest('请输入收货人姓名');
  if (!/^1[0-9]{10}$/.test(input.phone)) throw badRequest('请输入正确的手机号');
  if ([...detail].length < 5 || [...detail].length > 50) throw badRequest('详细地址长度为5~50个字符');
  const names = await validateRegion(q, input);
  // Serialise this user's address changes so the count and the single default hold under concurrency.
  await q.query(
    `SELECT pg_advisory_xact_lock(hashtext('address:' || current_setting('app.shop_id', true) || ':' || $1))`,
    [userId],
  );
  const existing = await listAddresses(q, userId);
  if (input.id !== undefined && !existing.some((a) => a.id === input.id)) throw notFound('收货地址不存在');
  if (input.id === undefined && existing.length >= MAX_ADDRESSES) {
    throw new AppError(400, `创建的收货地址已达上限（${MAX_ADDRESSES}个）`);
  }
  const makeDefault = input.isDefault || existing.filter((a) => a.id !== input.id).length === 0;
  if (makeDefault)
    await q.query('UPDATE user_address SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
  const params = [
    userId,
    receiver,
    input.phone,
    input.provinceCode,
    input.cityCode,
    input.countyCode,
    input.townCode ?? null,
    names.join(' '),
    detail,
    makeDefault,
  ];
  const { rows } =
    input.id === undefined
      ? await q.query<AddressView>(
          `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                     region_name, detail, is_default)
           VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           RETURNING ${ADDRESS_COLUMNS}`,
          params,
        )
      : await q.query<AddressView>(
          `UPDATE user_address SET receiver = $2, phone = $3, province_code = $4, city_code = $5, county_code = $6,
                  town_code = $7, region_name = $8, detail = $9, is_default = is_default OR $10
            WHERE user_id = $1 AND id = $11 RETURNING ${ADDRESS_COLUMNS}`,
          [...params, input.id],
        );
  return rows[0]!;
}

export async function deleteAddress(q: Queryable, userId: number, id: number): Promise<null> {
  const { rows } = await q.query<{ isDefault: boolean }>(
    'DELETE FROM user_address WHERE user_id = $1 AND id = $2 RETURNING is_default AS "isDefault"',
    [userId, id],
  );
  if (!rows[0]) throw notFound('收货地址不存在');
  if (rows[0].isDefault) {
    // The oldest remaining address becomes the default, so there is one whenever there are addresses.
    await q.query(
      `UPDATE user_address SET is_default = true
        WHERE id = (SELECT id FROM user_address WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
      [userId],
    );
  }
  return null;
}

export async function wallet(q: Queryable, userId: number): Promise<{ balance: string; points: number }> {
  const { rows } = await q.query<{ balance: string; points: number }>(
    'SELECT balance::text AS balance, points FROM member_account WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? { balance: '0.00', points: 0 };
}
