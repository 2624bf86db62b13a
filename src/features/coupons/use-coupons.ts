import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  connect as connectCentre,
  type CouponCentreApi,
} from '../../../machines/coupons/coupon-centre.connect.ts';
import { couponCentreMachine } from '../../../machines/coupons/coupon-centre.machine.ts';
import { connect as connectMine, type MyCouponsApi } from '../../../machines/coupons/my-coupons.connect.ts';
import { myCouponsMachine } from '../../../machines/coupons/my-coupons.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';
import { notify } from '../../shared/notify.ts';
import { useShell } from '../../shared/shell-context.ts';
import { couponCentreActors, myCouponsActors } from './api.ts';
import './locales/index.ts';

/** The coupon centre: the one .provide() of its machine. */
export function useCouponCentre(): CouponCentreApi {
  const { t } = useTranslation('coupons');
  const { isLoggedIn } = useShell();
  const [snapshot, send] = useMachine(
    couponCentreMachine.provide({
      actors: couponCentreActors,
      actions: {
        requestLogin: () => loginPopup.open(),
        // The card itself turns to 已领取 and names the coupon; the toast (plain text, no data marking)
        // says only that it worked, so an English page shows no Chinese coupon name outside its card.
        announceClaimed: () => notify('success', t('centre.claimed')),
      },
    }),
    { input: { signedIn: isLoggedIn }, inspect },
  );
  return connectCentre(snapshot, send);
}

/** uc-coupons: the one .provide() of its machine. */
export function useMyCoupons(): MyCouponsApi {
  const [snapshot, send] = useMachine(myCouponsMachine.provide({ actors: myCouponsActors }), {
    input: {},
    inspect,
  });
  return connectMine(snapshot, send);
}
