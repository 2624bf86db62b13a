import { Badge, Box, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link.tsx';
import './goods-texts.ts';

/**
 * A store as the store search and the supplier zone list it: logo, name, type, area, description, goods
 * count; the name links to the store's page (`href`).
 */
export function StoreCard({
  name,
  logo,
  storeType,
  area,
  description,
  skuCount,
  href,
}: {
  name: string;
  logo: string;
  storeType: number;
  area: string;
  description: string;
  skuCount: number;
  href: string;
}) {
  const { t } = useTranslation('goods');
  return (
    <HStack as="article" gap="4" align="start">
      <Image src={logo} alt={t('stores.logoAlt', { name })} boxSize="16" />
      <Box flex="1">
        <HStack gap="2">
          <Heading as="h2" size="md">
            <NavLink href={href}>{name}</NavLink>
          </Heading>
          <Badge>{t(`stores.storeTypes.${storeType}`, { defaultValue: '' })}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('stores.area', { area })}
        </Text>
        <Text fontSize="sm" mt="1">
          {description}
        </Text>
      </Box>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {t('stores.skuCount', { count: skuCount })}
      </Text>
    </HStack>
  );
}
