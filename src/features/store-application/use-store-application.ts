import { useMachine } from '@xstate/react';
import { useState } from 'react';
import {
  connect,
  type StoreApplicationApi,
} from '../../../machines/store-application/store-application.connect.ts';
import {
  storeApplicationMachine,
  type StoreApplicationDraft,
} from '../../../machines/store-application/store-application.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { STORAGE_KEYS } from '../../shared/storage.ts';
import { storeApplicationActors } from './api.ts';

const draftKey = (shopId: string) => `${STORAGE_KEYS.settleDraft}.${shopId}`;

function readDraft(shopId: string): StoreApplicationDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(shopId));
    const draft = raw ? (JSON.parse(raw) as StoreApplicationDraft) : null;
    return draft && typeof draft === 'object' && draft.fields && draft.step ? draft : null;
  } catch {
    return null;
  }
}

/** The store application of the signed-in supplier in this tenant; the draft lives in local storage. */
export function useStoreApplication(shopId: string): StoreApplicationApi {
  const [logic] = useState(() =>
    storeApplicationMachine.provide({
      actors: storeApplicationActors,
      actions: {
        saveDraft: (_, draft) => localStorage.setItem(draftKey(shopId), JSON.stringify(draft)),
        clearDraft: () => localStorage.removeItem(draftKey(shopId)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { draft: readDraft(shopId) }, inspect });
  return connect(snapshot, send);
}
