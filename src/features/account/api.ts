import { fromPromise } from 'xstate';
import type { ProfileUpdate } from '../../../machines/account/account-profile.types.ts';
import type { Address, AddressBook, AddressDraft } from '../../../machines/checkout/checkout.types.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';
import { unwrap } from '../../shared/api/client.ts';
import { accountApi, upmsApi } from '../../shared/api/services.ts';

/** The current user, read afresh (账户信息 shows its nickname, gender, birthday and avatar). */
async function loadCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return unwrap(await upmsApi.GET('/user/get', { signal }));
}

/** Saves the caller's own profile; answers the current user as saved. */
async function saveProfile(draft: ProfileUpdate): Promise<CurrentUser> {
  return unwrap(
    await upmsApi.POST('/user/updateHeaderAndBirthday', {
      body: { ...draft, nickName: draft.nickName.trim(), birthday: draft.birthday || null },
    }),
  );
}

/** The actors of machines/account/account-profile.machine.ts. */
export const accountProfileActors = {
  loadProfile: fromPromise<CurrentUser>(({ signal }) => loadCurrentUser(signal)),
  saveProfile: fromPromise<CurrentUser, ProfileUpdate>(({ input }) => saveProfile(input)),
};

async function loadAddressBook(signal?: AbortSignal): Promise<AddressBook> {
  return unwrap(await accountApi.GET('/ad/list', { signal }));
}

/** Adds an address (refused at the maximum: 创建的收货地址已达上限) or, with `id`, changes one. */
async function saveAddress(draft: AddressDraft): Promise<Address> {
  const { townCode, id, ...rest } = draft;
  return unwrap(
    await accountApi.POST('/ad/save', {
      body: {
        ...rest,
        receiver: rest.receiver.trim(),
        phone: rest.phone.trim(),
        detail: rest.detail.trim(),
        ...(id ? { id } : {}),
        ...(townCode ? { townCode } : {}),
      },
    }),
  );
}

async function deleteAddress(id: number): Promise<void> {
  const result = await accountApi.POST('/ad/delete', { body: { id } });
  unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });
}

/** The actors of machines/account/address-book.machine.ts. */
export const addressBookActors = {
  loadAddresses: fromPromise<AddressBook>(({ signal }) => loadAddressBook(signal)),
  saveAddress: fromPromise<Address, AddressDraft>(({ input }) => saveAddress(input)),
  deleteAddress: fromPromise<void, { id: number }>(({ input }) => deleteAddress(input.id)),
};
