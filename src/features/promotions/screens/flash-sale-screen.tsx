import { Badge, Box, Button, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { chinaTime } from '../../../shared/format-time.ts';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { CountdownText } from '../components/countdown-text.tsx';
import { GoodsImage } from '../components/goods-image.tsx';
import { useFlashSale } from '../use-promotions.ts';

/**
 * /{domain}/flash-sale (spec flash-sale): the sessions by time as tabs (ended, in progress, upcoming),
 * the selected one's countdown, and its goods with activity and original price, sold of stock, the limit
 * per customer and 马上抢 while the item is in progress.
 */
export function FlashSalePage({ domain }: { domain: string }) {
  const { t } = useTranslation('promotions');
  const sale = useFlashSale(domain);
  return (
    <Stack gap="4" maxW="6xl" mx="auto" px={{ base: '3', md: '4' }} py="6" w="full">
      <Box>
        <Heading as="h1" size="xl">
          {t('flash.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('flash.subtitle')}
        </Text>
      </Box>
      {sale.loadFailed ? (
        <Flex role="alert" gap="3" align="center">
          <Text>{sale.error}</Text>
          <Button size="sm" onClick={sale.retry}>
            {t('retry')}
          </Button>
        </Flex>
      ) : sale.isLoading && sale.tabs.length === 0 ? (
        <LoadingBlock />
      ) : sale.tabs.length === 0 ? (
        <Text>{t('flash.none')}</Text>
      ) : (
        <>
          <Flex role="group" aria-label={t('flash.sessions')} gap="2" overflowX="auto" pb="1">
            {sale.tabs.map((tab) => (
              <Button
                key={tab.sessionId}
                size="sm"
                flexShrink={0}
                variant={tab.selected ? 'solid' : 'outline'}
                colorPalette={tab.selected ? 'red' : 'gray'}
                aria-pressed={tab.selected}
                onClick={() => sale.selectSession(tab.sessionId)}
              >
                {t('flash.session', {
                  time: chinaTime(tab.startsAt).slice(5, 16),
                  state: t(`states.${tab.state}`),
                })}
              </Button>
            ))}
          </Flex>
          <Flex align="center" gap="3" wrap="wrap" bg="red.subtle" px="3" py="2" borderRadius="md">
            {sale.sessionState === 'ended' ? (
              <Text fontWeight="bold">{t('flash.ended')}</Text>
            ) : (
              <CountdownText
                value={sale.countdown}
                label={sale.countdown?.to === 'start' ? t('flash.startsIn') : t('flash.endsIn')}
              />
            )}
          </Flex>
          {sale.items.length === 0 ? (
            <Text>{t('flash.empty')}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {sale.items.map((item) => (
                <Flex
                  as="li"
                  key={item.itemId}
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                  aria-label={item.name}
                >
                  <GoodsImage src={item.mainImg} />
                  <Stack gap="1" flex="1" minW="0">
                    <NavLink
                      href={routes.detail.href(domain, item.skuId)}
                      data-content
                      fontWeight="medium"
                      lineClamp={2}
                    >
                      {item.name}
                    </NavLink>
                    <Flex gap="2" align="baseline" wrap="wrap">
                      <Text color="fg.error" fontWeight="bold" fontSize="lg">
                        {t('yuan', { price: formatPrice(item.price) })}
                      </Text>
                      {item.originalPrice !== null && (
                        <Text color="fg.muted" fontSize="sm" textDecoration="line-through">
                          {t('original', { price: formatPrice(item.originalPrice) })}
                        </Text>
                      )}
                      <Badge colorPalette={item.state === 'inProgress' ? 'red' : 'gray'}>
                        {t(`states.${item.state}`)}
                      </Badge>
                    </Flex>
                    <Progress.Root
                      value={item.percent}
                      size="sm"
                      colorPalette="red"
                      maxW="60"
                      aria-label={t('flash.progress', { percent: item.percent })}
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text fontSize="xs" color="fg.muted">
                      {t('flash.sold', { sold: item.sold, stock: item.stock })} ·{' '}
                      {t('flash.limit', { count: item.perUserLimit })}
                    </Text>
                  </Stack>
                  <Flex align="center">
                    <Button
                      colorPalette="red"
                      size="sm"
                      disabled={!item.canBuy}
                      aria-label={item.canBuy ? t('flash.buyItem', { name: item.name }) : undefined}
                      onClick={() => sale.buy(item.itemId)}
                    >
                      {item.canBuy
                        ? t('flash.buy')
                        : item.state === 'notStarted'
                          ? t('flash.soon')
                          : t(`states.${item.state}`)}
                    </Button>
                  </Flex>
                </Flex>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
