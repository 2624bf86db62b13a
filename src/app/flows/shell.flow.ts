import { fromPromise } from 'xstate';
import { cartCountMachine } from '../../../machines/cart-count.machine.ts';
import { searchBoxMachine } from '../../../machines/search-box.machine.ts';
import { shellDataMachine } from '../../../machines/shell-data.machine.ts';
import { homeMachine } from '../../../machines/home.machine.ts';
import { fetchSuggestions, loadCartCount, loadHome, loadShellData } from '../../api/storefront.ts';

/** The shell's machines with their real actors; views add navigation with a second provide. */
export const shellDataFlow = shellDataMachine.provide({
  actors: { loadShellData: fromPromise(({ signal }) => loadShellData(signal)) },
});

export const searchBoxFlow = searchBoxMachine.provide({
  actors: { fetchSuggestions: fromPromise(({ input, signal }) => fetchSuggestions(input.keyword, signal)) },
});

export const homeFlow = homeMachine.provide({
  actors: { loadHome: fromPromise(({ signal }) => loadHome(signal)) },
});

export const cartCountFlow = cartCountMachine.provide({
  actors: { loadCartCount: fromPromise(({ signal }) => loadCartCount(signal)) },
});
