import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductActionsApi } from '../../../../machines/catalog/product-actions.connect.ts';

/** 收藏 and 加入对比 beside the quantity; 加入对比 hides once the comparison list holds four SKUs. */
export function ProductActionButtons({
  actions,
  showCompare,
}: {
  actions: ProductActionsApi;
  showCompare: boolean;
}) {
  const { t } = useTranslation('catalog');
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant={actions.favourited ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={actions.showsPressed ? actions.favourited : undefined}
        disabled={actions.isBusy}
        onClick={actions.favourite}
      >
        {actions.favourited ? `★ ${t('productActions.favourited')}` : `☆ ${t('productActions.favourite')}`}
      </Button>
      {showCompare && actions.offersCompare && (
        <Button size="sm" variant="outline" disabled={actions.compareDisabled} onClick={actions.addToCompare}>
          {actions.compared ? t('productActions.inCompare') : t('productActions.compare')}
        </Button>
      )}
    </HStack>
  );
}

/** 关注店铺 in the store card. */
export function FollowStoreButton({ actions }: { actions: ProductActionsApi }) {
  const { t } = useTranslation('catalog');
  return (
    <Button
      size="xs"
      variant={actions.following ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={actions.showsPressed ? actions.following : undefined}
      disabled={actions.isBusy}
      onClick={actions.follow}
    >
      {actions.following ? t('productActions.following') : t('productActions.follow')}
    </Button>
  );
}
