import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connect, type AccountProfileApi } from '../../../machines/account/account-profile.connect.ts';
import { accountProfileMachine } from '../../../machines/account/account-profile.machine.ts';
import { chinaToday } from '../../../machines/account/account-profile.types.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { useCurrentUserUpdate } from '../../shared/shell-context.ts';
import { accountProfileActors } from './api.ts';
import './locales/index.ts';

/** 账户信息: the one .provide() of the profile machine; a save updates the shell's current user. */
export function useAccountProfile(): AccountProfileApi {
  const { t } = useTranslation('account');
  const updateUser = useCurrentUserUpdate();
  const [today] = useState(() => chinaToday(Date.now()));
  const [snapshot, send] = useMachine(
    accountProfileMachine.provide({
      actors: accountProfileActors,
      actions: {
        profileSaved: (_, { user }) => {
          updateUser(user);
          notify('success', t('profile.saved'));
        },
      },
    }),
    { input: { today }, inspect },
  );
  return connect(snapshot, send);
}
