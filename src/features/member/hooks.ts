import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { MemberPlans, MemberSummary, PointsMall } from '../../../machines/member/member.types.ts';
import {
  connect as connectMembership,
  type MembershipApi,
} from '../../../machines/member/membership.connect.ts';
import { membershipMachine } from '../../../machines/member/membership.machine.ts';
import { connect as connectRedeem, type RedeemApi } from '../../../machines/member/redeem.connect.ts';
import { redeemMachine } from '../../../machines/member/redeem.machine.ts';
import { connect as connectResource } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine, type ResourceApi } from '../../../machines/shared/resource.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { mallActors, membershipActors, plansActors, redeemActors, summaryActors } from './api.ts';
import './locales/index.ts';

export function useMemberSummary(): ResourceApi<MemberSummary> {
  const [snapshot, send] = useMachine(resourceMachine.provide({ actors: summaryActors }), {
    input: { id: 'member-summary' },
    inspect,
  });
  return connectResource<MemberSummary>(snapshot, send);
}

export function useMemberPlans(): ResourceApi<MemberPlans> {
  const [snapshot, send] = useMachine(resourceMachine.provide({ actors: plansActors }), {
    input: { id: 'member-plans' },
    inspect,
  });
  return connectResource<MemberPlans>(snapshot, send);
}

export function usePointsMall(): ResourceApi<PointsMall> {
  const [snapshot, send] = useMachine(resourceMachine.provide({ actors: mallActors }), {
    input: { id: 'points-mall' },
    inspect,
  });
  return connectResource<PointsMall>(snapshot, send);
}

/** Buying a membership: the one .provide() of the membership machine. */
export function useMembership(onPurchased: () => void): MembershipApi {
  const [snapshot, send] = useMachine(
    membershipMachine.provide({ actors: membershipActors, actions: { purchased: () => onPurchased() } }),
    { inspect },
  );
  return connectMembership(snapshot, send);
}

/** Redeeming in the points mall: the one .provide() of the redeem machine. */
export function useRedeem(onRedeemed: () => void): RedeemApi {
  const { t } = useTranslation('member');
  const [snapshot, send] = useMachine(
    redeemMachine.provide({
      actors: redeemActors,
      actions: {
        redeemed: (_, { redemption }) => {
          notify('success', t('mall.redeemed', { points: redemption.points }));
          onRedeemed();
        },
      },
    }),
    { inspect },
  );
  return connectRedeem(snapshot, send);
}
