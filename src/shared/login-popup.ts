import { useSyncExternalStore } from 'react';

/** Whether the header login popup (spec §2 "Login popup") is open; any view may open it. */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  open = next;
  for (const l of listeners) l();
};

export const loginPopup = {
  open: () => set(true),
  close: () => set(false),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => open,
};

export const useLoginPopupOpen = () => useSyncExternalStore(loginPopup.subscribe, loginPopup.get);
