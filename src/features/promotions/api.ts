import { fromCallback, fromPromise } from 'xstate';
import type { FlashSale, GroupList } from '../../../machines/promotions/promotions.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { productApi } from '../../shared/api/services.ts';

/** The page's clock, once a second (machines/promotions: countdowns follow it, offset to the server's). */
export const clock = fromCallback(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), 1000);
  return () => clearInterval(timer);
});

/** The actors of the flash-sale page (machines/promotions/flash-sale.machine.ts). */
export const flashSaleActors = {
  loadFlashSale: fromPromise<FlashSale>(async ({ signal }) =>
    unwrap(await productApi.GET('/promotion/flash-sale', { signal })),
  ),
  clock,
};

/** The actors of a group-buy offer's groups (machines/promotions/group-join.machine.ts). */
export const groupJoinActors = {
  loadGroups: fromPromise<GroupList, { activityId: number; groupId: number | null }>(
    async ({ input, signal }) => {
      const open = unwrap(
        await productApi.GET('/promotion/group-buy/groups', {
          params: { query: { activityId: input.activityId } },
          signal,
        }),
      );
      if (input.groupId === null || open.groups.some((g) => g.groupId === input.groupId)) return open;
      // A shared group's link: that group first, even when it is no longer open.
      const shared = unwrap(
        await productApi.GET('/promotion/group-buy/group', {
          params: { query: { groupId: input.groupId } },
          signal,
        }),
      );
      return { ...open, groups: [shared, ...open.groups] };
    },
  ),
  clock,
};

/** Loads of the resource machine (machines/shared/resource.machine.ts) for the other promotion pages. */
export const groupBuyListActors = {
  load: fromPromise<unknown, { id: string }>(async ({ signal }) =>
    unwrap(
      await productApi.GET('/promotion/group-buy', { params: { query: { current: 1, size: 50 } }, signal }),
    ),
  ),
};

export const discountListActors = {
  load: fromPromise<unknown, { id: string }>(async ({ signal }) =>
    unwrap(await productApi.GET('/promotion/discounts', { signal })),
  ),
};

export const discountDetailActors = {
  load: fromPromise<unknown, { id: string }>(async ({ input, signal }) => {
    const res = await productApi.GET('/promotion/discount', {
      params: { query: { discountId: Number(input.id) } },
      signal,
    });
    if (res.response.status === 404) return null;
    return unwrap(res);
  }),
};

export const skuPromotionActors = {
  load: fromPromise<unknown, { id: string }>(async ({ input, signal }) =>
    unwrap(
      await productApi.GET('/promotion/sku', { params: { query: { skuId: Number(input.id) } }, signal }),
    ),
  ),
};
