import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { productActionsFlow, productCommentsFlow } from '../../app/flows/product-actions.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { loginPopup } from '../../app/login-popup.ts';
import { notify } from '../../app/notify.ts';
import './product-actions-texts.ts';

/** 收藏, 关注店铺 and 加入对比 of a product page; a new SKU or a login/logout starts over. */
export function useProductActions(skuId: number, storeId: number, loggedIn: boolean) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(
    productActionsFlow.provide({
      actions: {
        requireLogin: () => loginPopup.open(),
        notifyError: (_, { message }) => notify('error', message || t('http.networkAbnormal')),
        notifyCompared: () => notify('success', t('productActions.compared')),
      },
    }),
    { input: { skuId, storeId, loggedIn }, inspect },
  );
  useEffect(() => send({ type: 'page.change', skuId, storeId, loggedIn }), [skuId, storeId, loggedIn, send]);
  return [snapshot, send] as const;
}

/** The comments of a product page. */
export function useProductComments(skuId: number) {
  const [snapshot, send] = useMachine(productCommentsFlow, { input: { skuId }, inspect });
  useEffect(() => send({ type: 'sku.change', skuId }), [skuId, send]);
  return [snapshot, send] as const;
}
