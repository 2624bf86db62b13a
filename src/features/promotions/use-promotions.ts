import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { directLinesParam } from '../../../machines/cart/cart.types.ts';
import {
  connect as connectFlash,
  type FlashSaleApi,
} from '../../../machines/promotions/flash-sale.connect.ts';
import { flashSaleMachine } from '../../../machines/promotions/flash-sale.machine.ts';
import {
  connect as connectGroups,
  type GroupJoinApi,
} from '../../../machines/promotions/group-join.connect.ts';
import { groupJoinMachine } from '../../../machines/promotions/group-join.machine.ts';
import type {
  Discount,
  DiscountDetail,
  GroupBuyPage,
  SkuPromotion,
} from '../../../machines/promotions/promotions.types.ts';
import { connect as connectResource } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine, type ResourceApi } from '../../../machines/shared/resource.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';
import { useShell } from '../../shared/shell-context.ts';
import {
  discountDetailActors,
  discountListActors,
  flashSaleActors,
  groupBuyListActors,
  groupJoinActors,
  skuPromotionActors,
} from './api.ts';
import './locales/index.ts';

/**
 * The submit-order page (route screens.submit-order) for one unit of a SKU, with the group to start
 * (`group=activityId`) or join (`&groupId=`) for a group buy.
 */
export function promotionCheckoutHref(
  domain: string,
  skuId: number,
  group?: { activityId: number; groupId?: number },
): string {
  const lines = `lines=${directLinesParam([{ skuId, quantity: '1' }])}`;
  const g = group ? `&group=${group.activityId}${group.groupId ? `&groupId=${group.groupId}` : ''}` : '';
  return `/${domain}/submit-order?${lines}${g}`;
}

/** The flash-sale page: the one .provide() of its machine. */
export function useFlashSale(domain: string): FlashSaleApi {
  const [, navigate] = useLocation();
  // The page's clock when it opened (the machine then follows the clock actor's ticks).
  const [now] = useState(() => Date.now());
  const [snapshot, send] = useMachine(
    flashSaleMachine.provide({
      actors: flashSaleActors,
      actions: {
        // The server prices the line at the activity price, and holds the limit and the stock.
        goToCheckout: (_, { skuId }) => navigate(promotionCheckoutHref(domain, skuId)),
      },
    }),
    { input: { now }, inspect },
  );
  return connectFlash(snapshot, send);
}

/** The groups of a group-buy offer: start one or join one (the one .provide() of its machine). */
export function useGroupJoin(
  domain: string,
  activityId: number,
  skuId: number,
  groupId?: number,
): GroupJoinApi {
  const [, navigate] = useLocation();
  const { isLoggedIn } = useShell();
  const [now] = useState(() => Date.now());
  const [snapshot, send] = useMachine(
    groupJoinMachine.provide({
      actors: groupJoinActors,
      actions: {
        goToCheckout: (_, group) => navigate(promotionCheckoutHref(domain, skuId, group)),
        requestLogin: () => loginPopup.open(),
      },
    }),
    {
      input: { activityId, signedIn: isLoggedIn, now, ...(groupId ? { groupId } : {}) },
      inspect,
    },
  );
  return connectGroups(snapshot, send);
}

function useResource<T>(actors: typeof groupBuyListActors | object, id: string | null): ResourceApi<T> {
  const [snapshot, send] = useMachine(
    resourceMachine.provide({ actors: actors as typeof groupBuyListActors }),
    {
      input: { id },
      inspect,
    },
  );
  return connectResource<T>(snapshot, send);
}

export const useGroupBuyList = () => useResource<GroupBuyPage>(groupBuyListActors, 'all');
export const useDiscounts = () =>
  useResource<{ serverTime: string; records: Discount[] }>(discountListActors, 'all');
export const useDiscountDetail = (id: string | null) =>
  useResource<DiscountDetail>(discountDetailActors, id !== null && /^[1-9][0-9]{0,14}$/.test(id) ? id : null);
export const useSkuPromotion = (skuId: number) =>
  useResource<SkuPromotion>(skuPromotionActors, String(skuId));
