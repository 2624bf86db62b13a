import type { EventFrom, SnapshotFrom } from 'xstate';
import type { accountProfileMachine } from './account-profile.machine.ts';
import type { Profile, ProfileUpdate } from './account-profile.types.ts';

/** What 账户信息 shows and can do. */
export interface AccountProfileApi {
  isLoading: boolean;
  loadFailed: boolean;
  loadError: string | null;
  profile: Profile | null;
  isSaving: boolean;
  saveError: string | null;
  /** Changes after every save: the form starts afresh from the saved profile. */
  formKey: number;
  today: string;
  retry(): void;
  edit(): void;
  save(draft: ProfileUpdate): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof accountProfileMachine>,
  send: (event: EventFrom<typeof accountProfileMachine>) => void,
): AccountProfileApi {
  const { context } = snapshot;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    loadError: context.loadError,
    profile: context.profile,
    isSaving: snapshot.hasTag('saving'),
    saveError: context.saveError,
    formKey: context.saves,
    today: context.today,
    retry: () => send({ type: 'profile.retry' }),
    edit: () => send({ type: 'profile.edit' }),
    save: (draft) => send({ type: 'profile.save', draft }),
  };
}
