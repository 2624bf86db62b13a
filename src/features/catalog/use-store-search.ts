import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { connect, type StoreSearchApi } from '../../../machines/catalog/store-search.connect.ts';
import { storeSearchMachine } from '../../../machines/catalog/store-search.machine.ts';
import { storeSearchActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The store search of the URL's `supplierName`; a new name (header search) searches again. */
export function useStoreSearch(): StoreSearchApi {
  const supplierName = new URLSearchParams(useSearch()).get('supplierName') ?? '';
  const [snapshot, send] = useMachine(storeSearchMachine.provide({ actors: storeSearchActors }), {
    input: { supplierName },
    inspect,
  });
  useEffect(() => send({ type: 'url.change', supplierName }), [supplierName, send]);
  return connect(snapshot, send);
}
