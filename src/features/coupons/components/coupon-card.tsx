import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasNoThreshold, type CouponScope } from '../../../../machines/coupons/coupons.types.ts';
import { routes } from '../../../shared/routes.ts';
import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** The goods-hall query of a category path (top level first): cpid/cid/thCid with their names. */
function categoryQuery(path: CouponScope['categoryPath']): Record<string, string> {
  const [first, second, third] = path;
  return {
    ...(first ? { cpid: String(first.id), cpName: first.name } : {}),
    ...(second ? { cid: String(second.id), cName: second.name } : {}),
    ...(third ? { thCid: String(third.id), thCName: third.name } : {}),
  };
}

/** What a coupon applies to, in words, and the links to those goods. */
export function CouponScopeLine({ scope, domain }: { scope: CouponScope; domain: string }) {
  const { t } = useTranslation('coupons');
  const text =
    scope.kind === 2 && scope.storeName ? (
      <AroundData text={t('scope.store', { store: DATA_MARK })} value={scope.storeName} />
    ) : scope.kind === 3 && scope.categoryName ? (
      <AroundData text={t('scope.category', { category: DATA_MARK })} value={scope.categoryName} />
    ) : scope.kind === 4 ? (
      t('scope.products')
    ) : (
      t('scope.platform')
    );
  const links: Array<{ href: string; label: ReactNode; key: string }> =
    scope.kind === 1
      ? [{ key: 'all', href: routes.list.href(domain), label: t('goods.platform') }]
      : scope.kind === 2 && scope.storeId !== null
        ? [{ key: 'store', href: routes.shopHome.href(domain, scope.storeId), label: t('goods.store') }]
        : scope.kind === 3 && scope.categoryPath.length > 0
          ? [
              {
                key: 'category',
                href: routes.list.href(domain, categoryQuery(scope.categoryPath)),
                label: t('goods.category'),
              },
            ]
          : scope.skus.map((s) => ({
              key: String(s.skuId),
              href: routes.detail.href(domain, s.skuId),
              label: <AroundData text={t('goods.product', { name: DATA_MARK })} value={s.name} />,
            }));
  return (
    <Stack gap="1" fontSize="sm">
      <Text color="fg.muted">{text}</Text>
      <Flex gap="3" wrap="wrap">
        {links.map((l) => (
          <NavLink key={l.key} href={l.href} fontSize="sm" color="brand.fg">
            {l.label}
          </NavLink>
        ))}
      </Flex>
    </Stack>
  );
}

/**
 * A coupon as a ticket: the amount and its threshold on the left; the name, kind, scope with links to
 * its goods, validity and `children` (the claim button, the order it was used on) on the right. A coupon
 * that can no longer be used (`muted`) is greyed.
 */
export function CouponCard({
  name,
  kind,
  discount,
  threshold,
  scope,
  domain,
  validity,
  muted,
  stamp,
  children,
  testId,
}: {
  name: string;
  kind: number;
  discount: string;
  threshold: string;
  scope: CouponScope;
  domain: string;
  validity: string;
  muted?: boolean;
  /** A state written across the ticket (已领取, 已抢光, 已使用, 已过期). */
  stamp?: string;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('coupons');
  return (
    <Flex
      as="article"
      aria-label={name}
      data-testid={testId}
      borderWidth="1px"
      borderColor={muted ? 'border' : 'brand.muted'}
      rounded="md"
      overflow="hidden"
      direction={{ base: 'column', sm: 'row' }}
      opacity={muted ? 0.7 : 1}
    >
      <Stack
        gap="0"
        align="center"
        justify="center"
        px="4"
        py="3"
        minW={{ sm: '8.5rem' }}
        bg={muted ? 'bg.muted' : 'brand.subtle'}
        color={muted ? 'fg.muted' : 'brand.fg'}
      >
        <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
          {t('yuan', { amount: discount.replace(/\.00$/, '') })}
        </Text>
        <Text fontSize="xs">
          {hasNoThreshold(threshold)
            ? t('noThreshold')
            : t('rule', { threshold: threshold.replace(/\.00$/, '') })}
        </Text>
      </Stack>
      <Stack gap="1.5" p="3" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {t(`kinds.${kind}`, { defaultValue: '' })}
          </Badge>
          <Text fontWeight="medium" data-content>
            {name}
          </Text>
          {stamp && (
            <Badge variant="outline" colorPalette="gray" ms="auto">
              {stamp}
            </Badge>
          )}
        </Flex>
        <CouponScopeLine scope={scope} domain={domain} />
        <Text fontSize="xs" color="fg.muted">
          {validity}
        </Text>
        {children && <Box pt="1">{children}</Box>}
      </Stack>
    </Flex>
  );
}
