import { Avatar, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GroupActivity } from '../../../../machines/promotions/promotions.types.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { routes } from '../../../shared/routes.ts';
import { useQueryParam } from '../../../shared/use-query-param.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { CountdownText } from '../components/countdown-text.tsx';
import { GoodsImage } from '../components/goods-image.tsx';
import { useGroupBuyList, useGroupJoin } from '../use-promotions.ts';

const ID = /^[1-9][0-9]{0,14}$/;

/**
 * /{domain}/group-buy (spec group-buy): the group-buy offers with their group price and size; with
 * `?activityId=` (and a shared `groupId`), that offer's open groups, to join one or start one.
 */
export function GroupBuyPage({ domain }: { domain: string }) {
  const { t } = useTranslation('promotions');
  const list = useGroupBuyList();
  const activityParam = useQueryParam('activityId');
  const groupParam = useQueryParam('groupId');
  const activityId = activityParam && ID.test(activityParam) ? Number(activityParam) : null;
  const groupId = groupParam && ID.test(groupParam) ? Number(groupParam) : undefined;
  const offers = list.value?.records ?? [];
  const chosen = offers.find((a) => a.activityId === activityId) ?? null;
  return (
    <Stack gap="4" maxW="6xl" mx="auto" px={{ base: '3', md: '4' }} py="6" w="full">
      <Box>
        <Heading as="h1" size="xl">
          {t('group.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('group.subtitle')}
        </Text>
      </Box>
      {list.loadFailed ? (
        <Flex role="alert" gap="3" align="center">
          <Text>{list.error}</Text>
          <Button size="sm" onClick={list.retry}>
            {t('retry')}
          </Button>
        </Flex>
      ) : list.isLoading ? (
        <LoadingBlock />
      ) : chosen ? (
        <>
          <NavLink href={`/${domain}/group-buy`}>{t('group.back')}</NavLink>
          <Offer domain={domain} offer={chosen} />
          <Groups
            key={`${chosen.activityId}-${groupId ?? 0}`}
            domain={domain}
            offer={chosen}
            groupId={groupId}
          />
        </>
      ) : offers.length === 0 ? (
        <Text>{t('group.empty')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {offers.map((offer) => (
            <Box as="li" key={offer.activityId}>
              <Offer domain={domain} offer={offer} link />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Offer({ domain, offer, link }: { domain: string; offer: GroupActivity; link?: boolean }) {
  const { t } = useTranslation('promotions');
  return (
    <Flex gap="3" p="3" borderWidth="1px" borderRadius="md" aria-label={offer.name} role="article">
      <GoodsImage src={offer.mainImg} />
      <Stack gap="1" flex="1" minW="0">
        <NavLink
          href={routes.detail.href(domain, offer.skuId)}
          data-content
          fontWeight="medium"
          lineClamp={2}
        >
          {offer.name}
        </NavLink>
        <Flex gap="2" align="baseline" wrap="wrap">
          <Badge colorPalette="orange">{t('group.size', { count: offer.groupSize })}</Badge>
          <Text color="fg.error" fontWeight="bold" fontSize="lg">
            {t('group.price')} {t('yuan', { price: formatPrice(offer.price) })}
          </Text>
          {offer.originalPrice !== null && (
            <Text color="fg.muted" fontSize="sm" textDecoration="line-through">
              {t('original', { price: formatPrice(offer.originalPrice) })}
            </Text>
          )}
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {t('group.openGroups', { count: offer.openGroups })} ·{' '}
          {t('group.formed', { count: offer.formedGroups })}
        </Text>
      </Stack>
      {link && (
        <Flex align="center">
          <Button asChild size="sm" colorPalette="orange">
            <NavLink
              href={`/${domain}/group-buy?activityId=${offer.activityId}`}
              aria-label={t('group.viewItem', { name: offer.name })}
            >
              {t('group.view')}
            </NavLink>
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

function Groups({ domain, offer, groupId }: { domain: string; offer: GroupActivity; groupId?: number }) {
  const { t } = useTranslation('promotions');
  const groups = useGroupJoin(domain, offer.activityId, offer.skuId, groupId);
  return (
    <Stack as="section" aria-labelledby="groups-title" gap="3">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="groups-title">
          {t('group.groupsTitle')}
        </Heading>
        <Stack gap="0" align="end">
          <Button colorPalette="orange" onClick={groups.start} disabled={offer.state !== 'inProgress'}>
            {t('group.start')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('group.startHint', { count: offer.groupSize, hours: offer.openHours })}
          </Text>
        </Stack>
      </Flex>
      {groups.loadFailed ? (
        <Flex role="alert" gap="3" align="center">
          <Text>{groups.error}</Text>
          <Button size="sm" onClick={groups.retry}>
            {t('retry')}
          </Button>
        </Flex>
      ) : groups.isLoading ? (
        <LoadingBlock py="16" />
      ) : groups.groups.length === 0 ? (
        <Text>{t('group.noGroups')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {groups.groups.map((g) => {
            const leader = g.members.find((m) => m.leader)?.nickName ?? '';
            return (
              <Flex
                as="li"
                key={g.groupId}
                gap="3"
                p="3"
                borderWidth="1px"
                borderRadius="md"
                align="center"
                wrap="wrap"
                aria-label={t('group.joinGroup', { leader })}
              >
                <HStack gap="-2" aria-label={t('group.members')} role="list">
                  {g.members.map((m, i) => (
                    <Avatar.Root
                      key={i}
                      size="sm"
                      role="listitem"
                      borderWidth="2px"
                      borderColor="bg"
                      data-content
                    >
                      <Avatar.Fallback name={m.nickName} />
                      {m.avatar && <Avatar.Image src={m.avatar} alt="" />}
                    </Avatar.Root>
                  ))}
                </HStack>
                <Stack gap="0" flex="1" minW="40">
                  <Text fontSize="sm">
                    <Text as="span" color="fg.muted">
                      {t('group.leader')}{' '}
                    </Text>
                    <Text as="span" data-content>
                      {leader}
                    </Text>
                  </Text>
                  <Flex gap="2" fontSize="sm" wrap="wrap" align="center">
                    <Badge
                      colorPalette={
                        g.status === 'formed' ? 'green' : g.status === 'failed' ? 'gray' : 'orange'
                      }
                    >
                      {t(`group.status.${g.status}`)}
                    </Badge>
                    {g.status === 'open' && g.missing > 0 && (
                      <Text>{t('group.missing', { count: g.missing })}</Text>
                    )}
                    {g.timeLeft && <CountdownText value={g.timeLeft} label={t('group.timeLeft')} />}
                  </Flex>
                </Stack>
                <Button
                  size="sm"
                  colorPalette="orange"
                  variant={g.canJoin ? 'solid' : 'outline'}
                  disabled={!g.canJoin}
                  aria-label={g.canJoin ? t('group.joinGroup', { leader }) : undefined}
                  onClick={() => groups.join(g.groupId)}
                >
                  {g.joined ? t('group.joined') : g.missing === 0 ? t('group.full') : t('group.join')}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
