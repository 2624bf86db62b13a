import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connect, type AddressBookApi } from '../../../machines/account/address-book.connect.ts';
import { addressBookMachine } from '../../../machines/account/address-book.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { addressBookActors } from './api.ts';
import './locales/index.ts';

/** 收货地址: the one .provide() of the address-book machine. */
export function useAddressBook(): AddressBookApi {
  const { t } = useTranslation('account');
  const [snapshot, send] = useMachine(
    addressBookMachine.provide({
      actors: addressBookActors,
      actions: { announce: (_, { what }) => notify('success', t(`addresses.done.${what}`)) },
    }),
    { inspect },
  );
  return connect(snapshot, send);
}
