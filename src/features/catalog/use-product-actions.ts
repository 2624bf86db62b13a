import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connect, type ProductActionsApi } from '../../../machines/catalog/product-actions.connect.ts';
import { productActionsMachine } from '../../../machines/catalog/product-actions.machine.ts';
import { productActionsActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { loginPopup } from '../../shared/login-popup.ts';
import { notify } from '../../shared/notify.ts';

import './locales/index.ts';

/**
 * 收藏, 关注店铺 and 加入对比 of a product page, with the login popup for an anonymous viewer and the
 * toasts; a new SKU or a login/logout starts over.
 */
export function useProductActions(skuId: number, storeId: number, loggedIn: boolean): ProductActionsApi {
  const { t } = useTranslation('catalog');
  const [snapshot, send] = useMachine(
    productActionsMachine.provide({
      actors: productActionsActors,
      actions: {
        requireLogin: () => loginPopup.open(),
        notifyError: (_, { message }) => notify('error', message || t('http.networkAbnormal')),
        notifyCompared: () => notify('success', t('productActions.compared')),
      },
    }),
    { input: { skuId, storeId, loggedIn }, inspect },
  );
  useEffect(() => send({ type: 'page.change', skuId, storeId, loggedIn }), [skuId, storeId, loggedIn, send]);
  return connect(snapshot, send);
}
