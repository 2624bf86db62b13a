import { fromPromise } from 'xstate';
import { homeMachine } from '../../../machines/home.machine.ts';
import { loadHome, resolveShop } from '../../api/storefront.ts';
import { setCurrentShopId } from '../browser-effects.ts';

/** The home machine with its real actors (API calls); views add navigation with a second provide. */
export const homeFlow = homeMachine.provide({
  actors: {
    resolveShop: fromPromise(async ({ input, signal }) => {
      const shop = await resolveShop(input.domain, signal);
      if (shop) setCurrentShopId(shop.shopId);
      return shop;
    }),
    loadHome: fromPromise(({ signal }) => loadHome(signal)),
  },
});
