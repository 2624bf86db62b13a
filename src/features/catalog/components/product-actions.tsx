import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { COMPARE_LIMIT } from '../../../../machines/product-actions.machine.ts';
import type { useProductActions } from '../use-product-actions.ts';

type Actions = ReturnType<typeof useProductActions>;

/** 收藏 and 加入对比 beside the quantity; 加入对比 hides once the comparison list holds four SKUs. */
export function ProductActionButtons({ actions, showCompare }: { actions: Actions; showCompare: boolean }) {
  const { t } = useTranslation();
  const [snapshot, send] = actions;
  const state = snapshot.context.state;
  const busy = snapshot.hasTag('busy') || snapshot.hasTag('loading');
  const favourited = state?.favourited === true;
  const compareFull = state !== null && !state.compared && state.compareCount >= COMPARE_LIMIT;
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant={favourited ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={snapshot.context.loggedIn ? favourited : undefined}
        disabled={busy}
        onClick={() => send({ type: 'favourite.toggle' })}
      >
        {favourited ? `★ ${t('productActions.favourited')}` : `☆ ${t('productActions.favourite')}`}
      </Button>
      {showCompare && !compareFull && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy || state?.compared === true}
          onClick={() => send({ type: 'compare.add' })}
        >
          {state?.compared ? t('productActions.inCompare') : t('productActions.compare')}
        </Button>
      )}
    </HStack>
  );
}

/** 关注店铺 in the store card. */
export function FollowStoreButton({ actions }: { actions: Actions }) {
  const { t } = useTranslation();
  const [snapshot, send] = actions;
  const following = snapshot.context.state?.following === true;
  return (
    <Button
      size="xs"
      variant={following ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={snapshot.context.loggedIn ? following : undefined}
      disabled={snapshot.hasTag('busy') || snapshot.hasTag('loading')}
      onClick={() => send({ type: 'follow.toggle' })}
    >
      {following ? t('productActions.following') : t('productActions.follow')}
    </Button>
  );
}
