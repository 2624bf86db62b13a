import { Box, Button, Checkbox, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  COUPON_KINDS,
  MY_COUPON_STATUSES,
  type CentreCoupon,
  type MyCoupon,
} from '../../../../machines/coupons/coupons.types.ts';
import { formatDate, formatTime } from '../../../shared/format-time.ts';
import { routes } from '../../../shared/routes.ts';
import { ListBody } from '../../../shared/ui/list-body.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { StatusTabs } from '../../../shared/ui/status-tabs.tsx';
import { CouponCard } from '../components/coupon-card.tsx';
import { useCouponCentre, useMyCoupons } from '../use-coupons.ts';

/** The coupon centre (coupons): the coupons on offer, claimed one click each. */
export function CouponCentrePage({ domain }: { domain: string }) {
  const { t } = useTranslation('coupons');
  const centre = useCouponCentre();
  const validity = (c: CentreCoupon) =>
    c.validDays !== null
      ? `${t('validDays', { days: c.validDays })} · ${t('claimUntil', { date: formatDate(c.validTo) })}`
      : t('validRange', { from: formatDate(c.validFrom), to: formatDate(c.validTo) });
  return (
    <Stack gap="4" maxW="6xl" mx="auto" px={{ base: '3', md: '4' }} py="6" w="full">
      <Flex justify="space-between" align="end" wrap="wrap" gap="2">
        <Box>
          <Heading as="h1" size="xl">
            {t('centre.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('centre.subtitle')}
          </Text>
        </Box>
        {centre.signedIn ? (
          <NavLink href={routes.userCenterPage.href(domain, 'uc-coupons')}>{t('centre.myCoupons')}</NavLink>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('centre.loginHint')}
          </Text>
        )}
      </Flex>
      <Flex role="group" aria-label={t('centre.filters')} gap="2" wrap="wrap" align="center">
        {[null, ...COUPON_KINDS].map((kind) => {
          const current = centre.filter.kind === kind;
          return (
            <Button
              key={kind ?? 'all'}
              size="sm"
              variant={current ? 'solid' : 'outline'}
              colorPalette={current ? 'brand' : 'gray'}
              aria-pressed={current}
              onClick={() => centre.setKind(kind)}
            >
              {kind === null ? t('centre.allKinds') : t(`kinds.${kind}`)}
            </Button>
          );
        })}
        {centre.signedIn && (
          <Checkbox.Root
            ms="2"
            checked={centre.filter.available}
            onCheckedChange={(e) => centre.setAvailable(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('centre.onlyAvailable')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Flex>
      <ListBody
        list={{ ...centre, isEmpty: centre.records.length === 0, canGoToPage: centre.canGo }}
        retryLabel={t('retry')}
        emptyText={t('centre.empty')}
        totalText={t('centre.total', { count: centre.total })}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {centre.records.map((c) => (
            <CouponCard
              key={c.couponId}
              testId="centre-coupon"
              name={c.name}
              kind={c.scope.kind}
              discount={c.discount}
              threshold={c.threshold}
              scope={c.scope}
              domain={domain}
              validity={validity(c)}
              muted={c.state === 'soldOut'}
              stamp={
                c.state === 'soldOut'
                  ? t('centre.soldOut')
                  : c.state === 'claimed'
                    ? t('centre.claimedState')
                    : undefined
              }
            >
              <Flex gap="3" align="center" wrap="wrap">
                <ClaimButton centre={centre} coupon={c} />
                <Text fontSize="xs" color="fg.muted">
                  {[
                    c.membersOnly ? t('centre.membersOnly') : null,
                    c.state !== 'soldOut' && c.remaining <= 10
                      ? t('centre.left', { count: c.remaining })
                      : null,
                    c.total > c.remaining
                      ? t('centre.progress', {
                          percent: Math.max(1, Math.floor(((c.total - c.remaining) * 100) / c.total)),
                        })
                      : null,
                    t('centre.perUser', { count: c.perUserLimit }),
                    c.claimed > 0 ? t('centre.mine', { count: c.claimed }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Flex>
            </CouponCard>
          ))}
        </SimpleGrid>
      </ListBody>
    </Stack>
  );
}

function ClaimButton({
  centre,
  coupon,
}: {
  centre: ReturnType<typeof useCouponCentre>;
  coupon: CentreCoupon;
}) {
  const { t } = useTranslation('coupons');
  const busy = centre.claiming === coupon.couponId;
  if (coupon.state !== 'available' && centre.signedIn) {
    return (
      <Button size="sm" disabled variant="outline">
        {coupon.state === 'soldOut' ? t('centre.soldOut') : t('centre.claimedState')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      colorPalette="brand"
      loading={busy}
      loadingText={t('centre.claiming')}
      disabled={!centre.canClaim(coupon.couponId)}
      aria-label={t('centre.claimNamed', { name: coupon.name })}
      onClick={() => centre.claim(coupon.couponId)}
    >
      {coupon.claimed > 0 ? t('centre.claimAgain') : t('centre.claim')}
    </Button>
  );
}

/** uc-coupons: the member's coupons by status, with the count of each. */
export function MyCouponsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('coupons');
  const mine = useMyCoupons();
  const validity = (c: MyCoupon) =>
    !c.started && c.status === 'unused'
      ? t('mine.notYet', { date: formatDate(c.validFrom) })
      : t('validRange', { from: formatDate(c.validFrom), to: formatDate(c.validTo) });
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {t('mine.title')}
        </Heading>
        <NavLink href={routes.coupons.href(domain)}>{t('mine.toCentre')}</NavLink>
      </Flex>
      <StatusTabs
        label={t('mine.tabs')}
        tabs={MY_COUPON_STATUSES}
        current={mine.status}
        labelOf={(s) =>
          mine.counts
            ? t('mine.tab', { label: t(`mine.status.${s}`), count: mine.counts[s] })
            : t(`mine.status.${s}`)
        }
        onSelect={mine.selectTab}
      />
      <ListBody
        list={{ ...mine, isEmpty: mine.records.length === 0, canGoToPage: mine.canGo }}
        retryLabel={t('retry')}
        emptyText={t(`mine.empty.${mine.status}`)}
        totalText={t('mine.total', { count: mine.counts?.[mine.status] ?? 0 })}
      >
        <Stack gap="3" data-testid="my-coupons">
          {mine.records.map((c) => (
            <CouponCard
              key={c.userCouponId}
              testId="my-coupon"
              name={c.name}
              kind={c.scope.kind}
              discount={c.discount}
              threshold={c.threshold}
              scope={c.scope}
              domain={domain}
              validity={validity(c)}
              muted={c.status !== 'unused'}
              stamp={c.status === 'unused' ? undefined : t(`mine.status.${c.status}`)}
            >
              {c.status === 'used' && c.orderNo && (
                <HStack gap="2" fontSize="sm" wrap="wrap">
                  <Text color="fg.muted">{t('mine.usedOn', { time: formatTime(c.usedAt) })}</Text>
                  <NavLink href={routes.orderDetail.href(domain, c.orderNo)}>{c.orderNo}</NavLink>
                </HStack>
              )}
            </CouponCard>
          ))}
        </Stack>
      </ListBody>
    </Stack>
  );
}
