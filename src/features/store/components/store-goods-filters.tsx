import { Button, Flex, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StoreHomeApi } from '../../../../machines/store/store-home.connect.ts';

/** The store's search box, its category chips (全部 first) and the sort buttons. */
export function StoreGoodsFilters({ api }: { api: StoreHomeApi }) {
  const { t } = useTranslation('store');
  const chip = (selected: boolean) => ({
    size: 'sm' as const,
    variant: selected ? ('solid' as const) : ('outline' as const),
    'aria-pressed': selected,
  });
  return (
    <>
      <HStack
        as="form"
        role="search"
        aria-label={t('goods.search')}
        gap="2"
        mb="3"
        maxW="md"
        onSubmit={(e) => {
          e.preventDefault();
          api.submitKeyword();
        }}
      >
        <Input
          size="sm"
          flex="1"
          minW="0"
          maxLength={50}
          aria-label={t('goods.keywordLabel')}
          placeholder={t('goods.keywordPlaceholder')}
          value={api.keywordDraft}
          onChange={(e) => api.changeKeyword(e.target.value)}
        />
        <Button size="sm" type="submit" colorPalette="brand">
          {t('goods.searchButton')}
        </Button>
      </HStack>
      {api.categories.length > 0 && (
        <Flex role="group" aria-label={t('goods.categories')} gap="2" wrap="wrap" mb="3">
          <Button {...chip(api.allCategoriesSelected)} onClick={() => api.selectCategory(null)}>
            {t('goods.all')}
          </Button>
          {api.categories.map((c) => (
            <Button key={c.cateId} {...chip(c.selected)} onClick={() => api.selectCategory(c.cateId)}>
              {t('goods.categoryOption', { name: c.cateName, count: c.skuCount })}
            </Button>
          ))}
        </Flex>
      )}
      <HStack role="group" aria-label={t('goods.sort')} gap="1" wrap="wrap" mb="3">
        {api.sorts.map(({ sort, selected }) => (
          <Button
            key={sort}
            size="sm"
            variant={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            onClick={() => api.selectSort(sort)}
          >
            {t(`goods.sorts.${sort}`)}
          </Button>
        ))}
      </HStack>
    </>
  );
}
