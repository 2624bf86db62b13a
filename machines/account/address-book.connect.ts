import type { EventFrom, SnapshotFrom } from 'xstate';
import type { Address, AddressDraft } from '../checkout/checkout.types.ts';
import type { addressBookMachine } from './address-book.machine.ts';

/** What 收货地址 shows and can do. */
export interface AddressBookApi {
  isLoading: boolean;
  loadFailed: boolean;
  loadError: string | null;
  addresses: Address[];
  max: number;
  /** An add was asked for at the maximum: show 创建的收货地址已达上限. */
  isFull: boolean;
  /** A change is under way (buttons wait). */
  isBusy: boolean;
  /** The add/edit dialog is open; `editing` null adds. */
  dialogOpen: boolean;
  editing: Address | null;
  isSaving: boolean;
  /** The address whose deletion waits for confirmation. */
  deleting: Address | null;
  isDeleting: boolean;
  actionError: string | null;
  retry(): void;
  add(): void;
  edit(id: number): void;
  save(draft: AddressDraft): void;
  cancel(): void;
  remove(id: number): void;
  confirmRemove(): void;
  setDefault(id: number): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof addressBookMachine>,
  send: (event: EventFrom<typeof addressBookMachine>) => void,
): AddressBookApi {
  const { context } = snapshot;
  const confirming = snapshot.hasTag('confirming');
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    loadError: context.loadError,
    addresses: context.addresses,
    max: context.max,
    isFull: context.full,
    isBusy: snapshot.hasTag('busy') || snapshot.hasTag('saving'),
    dialogOpen: snapshot.hasTag('dialog'),
    editing: context.editing,
    isSaving: snapshot.hasTag('saving'),
    deleting: confirming ? context.deleting : null,
    isDeleting: confirming && snapshot.hasTag('busy'),
    actionError: context.actionError,
    retry: () => send({ type: 'book.retry' }),
    add: () => send({ type: 'address.add' }),
    edit: (addressId) => send({ type: 'address.edit', addressId }),
    save: (draft) => send({ type: 'address.save', draft }),
    cancel: () => send({ type: 'address.cancel' }),
    remove: (addressId) => send({ type: 'address.delete', addressId }),
    confirmRemove: () => send({ type: 'address.confirmDelete' }),
    setDefault: (addressId) => send({ type: 'address.setDefault', addressId }),
  };
}
