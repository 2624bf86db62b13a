import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/account/address-book.connect.ts';
import { addressBookMachine, defaultDraft } from '../../../machines/account/address-book.machine.ts';
import type { Address, AddressBook, AddressDraft } from '../../../machines/checkout/checkout.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const address = (id: number, isDefault = false): Address => ({
  id,
  receiver: `收货人${id}`,
  phone: '13800000002',
  provinceCode: '110000',
  cityCode: '110100',
  countyCode: '110105',
  townCode: null,
  regionName: '北京市 北京市 朝阳区',
  detail: `建国路${id}号`,
  isDefault,
});
const book = (n: number, max = 20): AddressBook => ({
  records: Array.from({ length: n }, (_, i) => address(i + 1, i === 0)),
  max,
});
const DRAFT: AddressDraft = {
  receiver: '张三',
  phone: '13900000000',
  provinceCode: '110000',
  cityCode: '110100',
  countyCode: '110105',
  detail: '建国路88号',
  isDefault: false,
};

function start() {
  const env = controllableActors();
  const announced: string[] = [];
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: env.actor('loadAddresses'),
        saveAddress: env.actor('saveAddress'),
        deleteAddress: env.actor('deleteAddress'),
      },
      actions: { announce: (_, { what }) => void announced.push(what) },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { env, view, announced };
}

describe('address book machine', () => {
  it('loads the book, retrying after a failure', async () => {
    const { env, view } = start();
    expect(view().isLoading).toBe(true);
    await env.reject('loadAddresses', new Error('网络异常'));
    expect(view()).toMatchObject({ loadFailed: true, loadError: '网络异常' });
    view().retry();
    await env.resolve('loadAddresses', book(2));
    expect(view()).toMatchObject({ isLoading: false, max: 20 });
    expect(view().addresses).toHaveLength(2);
  });

  it('adds an address through the dialog and reloads the book', async () => {
    const { env, view, announced } = start();
    await env.resolve('loadAddresses', book(1));
    view().add();
    expect(view()).toMatchObject({ dialogOpen: true, editing: null });
    view().save(DRAFT);
    expect(view()).toMatchObject({ dialogOpen: true, isSaving: true, isBusy: true });
    await env.resolve('saveAddress', { ...address(2), receiver: '张三' });
    expect(view()).toMatchObject({ dialogOpen: false, isBusy: true });
    await env.resolve('loadAddresses', book(2));
    expect(view()).toMatchObject({ isBusy: false, dialogOpen: false });
    expect(view().addresses).toHaveLength(2);
    expect(announced).toEqual(['saved']);
  });

  it("keeps the dialog open with the server's refusal, and cancel closes it", async () => {
    const { env, view } = start();
    await env.resolve('loadAddresses', book(1));
    view().edit(1);
    expect(view().editing?.id).toBe(1);
    view().save({ ...DRAFT, id: 1 });
    await env.reject('saveAddress', new Error('请输入正确的手机号'));
    expect(view()).toMatchObject({ dialogOpen: true, isSaving: false, actionError: '请输入正确的手机号' });
    view().cancel();
    expect(view()).toMatchObject({ dialogOpen: false, editing: null, actionError: null });
  });

  it('refuses to open the dialog at the maximum and says so', async () => {
    const { env, view } = start();
    await env.resolve('loadAddresses', book(3, 3));
    view().add();
    expect(view()).toMatchObject({ dialogOpen: false, isFull: true });
    // Editing is still allowed, and clears the message.
    view().edit(2);
    expect(view()).toMatchObject({ dialogOpen: true, isFull: false });
  });

  it('shows the server refusing an add at the maximum (another tab filled the book)', async () => {
    const { env, view } = start();
    await env.resolve('loadAddresses', book(2, 3));
    view().add();
    view().save(DRAFT);
    await env.reject('saveAddress', new Error('创建的收货地址已达上限（3个）'));
    expect(view()).toMatchObject({ dialogOpen: true, actionError: '创建的收货地址已达上限（3个）' });
  });

  it('deletes only after a confirmation', async () => {
    const { env, view, announced } = start();
    await env.resolve('loadAddresses', book(3));
    view().remove(2);
    expect(view().deleting?.id).toBe(2);
    view().cancel();
    expect(view().deleting).toBeNull();
    expect(env.isPending('deleteAddress')).toBe(false);
    view().remove(2);
    view().confirmRemove();
    expect(view()).toMatchObject({ isDeleting: true });
    expect(env.inputs.deleteAddress).toEqual([{ id: 2 }]);
    await env.resolve('deleteAddress');
    expect(view().deleting).toBeNull();
    await env.resolve('loadAddresses', { records: [address(1, true), address(3)], max: 20 });
    expect(view().addresses.map((a) => a.id)).toEqual([1, 3]);
    expect(announced).toEqual(['deleted']);
  });

  it('returns to the list with a refused delete', async () => {
    const { env, view } = start();
    await env.resolve('loadAddresses', book(2));
    view().remove(2);
    view().confirmRemove();
    await env.reject('deleteAddress', new Error('地址不存在'));
    expect(view()).toMatchObject({ deleting: null, actionError: '地址不存在', isBusy: false });
  });

  it('makes an address the default by saving it unchanged with isDefault', async () => {
    const { env, view, announced } = start();
    await env.resolve('loadAddresses', book(3));
    view().setDefault(1); // already the default: nothing to do
    expect(env.isPending('saveAddress')).toBe(false);
    view().setDefault(3);
    expect(view().isBusy).toBe(true);
    expect(env.inputs.saveAddress).toEqual([defaultDraft(address(3))]);
    expect(defaultDraft(address(3))).toMatchObject({ id: 3, isDefault: true, detail: '建国路3号' });
    expect(defaultDraft(address(3))).not.toHaveProperty('townCode');
    await env.resolve('saveAddress', address(3, true));
    await env.resolve('loadAddresses', { records: [address(3, true), address(1), address(2)], max: 20 });
    expect(view().addresses[0]).toMatchObject({ id: 3, isDefault: true });
    expect(announced).toEqual(['defaultSet']);
  });

  it('ignores unknown addresses and actions while busy', async () => {
    const { env, view } = start();
    await env.resolve('loadAddresses', book(2));
    view().edit(99);
    view().remove(99);
    view().setDefault(99);
    expect(view()).toMatchObject({ dialogOpen: false, deleting: null, isBusy: false });
    view().setDefault(2);
    view().add();
    view().remove(1);
    expect(view()).toMatchObject({ dialogOpen: false, deleting: null });
  });
});
