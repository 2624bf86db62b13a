import { Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ComparePanelApi } from '../../../../machines/widgets/compare-panel.connect.ts';
import { routes } from '../../../shared/routes.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/**
 * The comparison side panel: up to four products, each removable, and 开始对比 to the side-by-side page
 * once two are in (spec §2, §4, §5).
 */
export function ComparePanel({ compare, domain }: { compare: ComparePanelApi; domain: string }) {
  const { t } = useTranslation('widgets');
  const { items } = compare;
  return (
    <Box
      role="region"
      aria-labelledby="compare-title"
      position="absolute"
      right={{ base: '2', xl: '100%' }}
      top={{ base: 'auto', xl: '0' }}
      bottom={{ base: '100%', xl: 'auto' }}
      me={{ base: '0', xl: '2' }}
      mb={{ base: '2', xl: '0' }}
      w="sm"
      maxW="calc(100vw - 1rem)"
      maxH={{ base: '60vh', xl: 'none' }}
      overflowY={{ base: 'auto', xl: 'visible' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      p="3"
    >
      <Heading as="h2" size="sm" id="compare-title" mb="2">
        {t('compareTitle', { count: items.length, max: compare.max })}
      </Heading>
      {compare.isLoading && <Text role="status">{t('app.loading')}</Text>}
      {compare.loadFailed && (
        <Button size="xs" onClick={compare.retry}>
          {t('app.retry')}
        </Button>
      )}
      {compare.isEmpty && <Text color="fg.muted">{t('compareEmpty')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <Flex as="li" key={item.skuId} gap="2" align="center">
            <Image src={item.mainImgUrl} alt="" boxSize="10" />
            <Text fontSize="sm" flex="1" lineClamp={2}>
              {item.name}
            </Text>
            <Button
              size="2xs"
              variant="outline"
              disabled={compare.isBusy}
              aria-label={t('compareDelete', { name: item.name })}
              onClick={() => compare.remove(item.skuId)}
            >
              {t('delete')}
            </Button>
          </Flex>
        ))}
      </Stack>
      {items.length >= 2 && (
        <Flex justify="end" mt="3">
          <NavLink href={routes.makeComparison.href(domain)} fontWeight="bold" onClick={compare.close}>
            {t('compareStart')}
          </NavLink>
        </Flex>
      )}
    </Box>
  );
}
