import { Badge, Box, Button, Flex, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StoreHomeApi } from '../../../../machines/store/store-home.connect.ts';
import type { StoreHome } from '../../../../machines/store/store-home.types.ts';
import '../../../shared/ui/goods-texts.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** The store's card at the top of its home: logo, name, type, area, address, phone, description, 关注店铺. */
export function StoreHeader({
  store,
  api,
  chatHref,
}: {
  store: StoreHome;
  api: StoreHomeApi;
  /** Where 联系客服 opens the conversation with the store. */
  chatHref: string;
}) {
  const { t } = useTranslation('store');
  return (
    <Flex
      as="header"
      gap="4"
      align="start"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.panel"
    >
      <Image src={store.logo} alt={t('goods:stores.logoAlt', { name: store.storeName })} boxSize="16" />
      <Box flex="1" minW="12rem">
        <HStack gap="2" wrap="wrap">
          <Heading as="h1" size="xl">
            {store.storeName}
          </Heading>
          <Badge colorPalette={store.storeType === 3 ? 'gray' : 'red'}>
            {t(`goods:stores.storeTypes.${store.storeType}`, { defaultValue: '' })}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('goods:stores.area', { area: store.area })}
        </Text>
        {store.address && (
          <Text fontSize="sm" color="fg.muted">
            {t('home.address', { address: store.address })}
          </Text>
        )}
        {store.contactPhone && (
          <Text fontSize="sm" color="fg.muted" data-testid="store-phone">
            {t('home.phone', { phone: store.contactPhone })}
          </Text>
        )}
        <Text fontSize="sm" mt="2">
          {store.description}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('goods:stores.skuCount', { count: store.skuCount })}
        </Text>
      </Box>
      <Button
        size="sm"
        variant={api.following ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-pressed={api.followPressed}
        disabled={api.followBusy}
        onClick={api.toggleFollow}
      >
        {api.following ? t('home.following') : t('home.follow')}
      </Button>
      <Button asChild size="sm" variant="outline">
        <NavLink href={chatHref}>{t('home.contactService')}</NavLink>
      </Button>
    </Flex>
  );
}
