import type { components } from '../../../../openapi/generated/account.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { validateRegion } from '../cart/lines.service.ts';
import { currentPoints } from '../wallet/points.service.ts';
import type { AddressView } from './address.service.ts';
import {
  clearDefaultAddress,
  defaultOldestAddress,
  deleteAddressRow,
  insertAddress,
  lockAddressBook,
  regionExists,
  selectAddress,
  selectAddresses,
  selectDefaultAddress,
  selectRegionChildren,
  selectWallet,
  updateAddress,
  type AddressFields,
} from './account.repo.ts';

export type { AddressView } from './address.service.ts';

export const ADDRESS_NOT_FOUND = '收货地址不存在，请重新选择';

/** Addresses one user may keep (spec §8 "created delivery address maximum reached"). */
export const MAX_ADDRESSES = 20;

export async function regionChildren(q: Queryable, parentCode: string | undefined) {
  const rows = await selectRegionChildren(q, parentCode ?? null);
  if (rows.length === 0 && parentCode !== undefined && !(await regionExists(q, parentCode)))
    throw notFound(`地区 ${parentCode} 不存在`);
  return rows;
}

export async function listAddresses(q: Queryable, userId: number): Promise<AddressView[]> {
  return selectAddresses(q, userId);
}

export async function findAddress(q: Queryable, userId: number, id: number): Promise<AddressView> {
  const address = await selectAddress(q, userId, id);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  return address;
}

/** The user's default address (or, should none be marked, the oldest), or null without addresses. */
export async function defaultAddress(q: Queryable, userId: number): Promise<AddressView | null> {
  return selectDefaultAddress(q, userId);
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
  await lockAddressBook(q, userId);
  const existing = await listAddresses(q, userId);
  if (input.id !== undefined && !existing.some((a) => a.id === input.id)) throw notFound('收货地址不存在');
  if (input.id === undefined && existing.length >= MAX_ADDRESSES) {
    throw new AppError(400, `创建的收货地址已达上限（${MAX_ADDRESSES}个）`);
  }
  const makeDefault = input.isDefault || existing.filter((a) => a.id !== input.id).length === 0;
  if (makeDefault) await clearDefaultAddress(q, userId);
  const fields: AddressFields = {
    userId,
    receiver,
    phone: input.phone,
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    countyCode: input.countyCode,
    townCode: input.townCode ?? null,
    regionName: names.join(' '),
    detail,
    isDefault: makeDefault,
  };
  return input.id === undefined ? insertAddress(q, fields) : updateAddress(q, input.id, fields);
}

export async function deleteAddress(q: Queryable, userId: number, id: number): Promise<null> {
  const deleted = await deleteAddressRow(q, userId, id);
  if (!deleted) throw notFound('收货地址不存在');
  // The oldest remaining address becomes the default, so there is one whenever there are addresses.
  if (deleted.isDefault) await defaultOldestAddress(q, userId);
  return null;
}

/**
 * The user's balance and points (overdue points lots expired first, so the points are exact at this
 * instant); a user without a member account has none of either.
 */
export async function wallet(q: Queryable, userId: number): Promise<{ balance: string; points: number }> {
  const held = await selectWallet(q, userId);
  if (!held) return { balance: '0.00', points: 0 };
  return { balance: held.balance, points: await currentPoints(q, userId) };
}
