import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import type { CheckoutCoupon } from '../../../../machines/checkout/checkout.connect.ts';

function CouponRow({
  coupon,
  disabled,
  onToggle,
}: {
  coupon: CheckoutCoupon;
  disabled: boolean;
  onToggle?: () => void;
}) {
  const { t } = useTranslation('checkout');
  const yuan = (amount: string) => t('order:yuan', { amount });
  const rule = coupon.hasThreshold
    ? t('submit.couponRule', { threshold: yuan(coupon.threshold), discount: yuan(coupon.discount) })
    : t('submit.couponNoThreshold', { discount: yuan(coupon.discount) });
  return (
    <Flex
      as="label"
      gap="3"
      align="center"
      borderWidth="1px"
      borderRadius="md"
      borderColor={coupon.selected ? 'brand.solid' : 'border'}
      p="2"
      opacity={coupon.applicable ? 1 : 0.6}
      cursor={coupon.applicable ? 'pointer' : 'not-allowed'}
    >
      <input
        type="checkbox"
        checked={coupon.selected}
        disabled={disabled || !coupon.applicable}
        onChange={onToggle}
      />
      <Box fontSize="sm" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge>{t(`submit.couponKinds.${coupon.kind}`, { defaultValue: '' })}</Badge>
          <Text fontWeight="medium">{coupon.name}</Text>
          <Text color="brand.fg">{rule}</Text>
          {coupon.recommended && (
            <Badge colorPalette="brand" variant="solid">
              {t('submit.couponRecommended')}
            </Badge>
          )}
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {t('submit.couponValidTo', { date: coupon.validTo.slice(0, 10) })}
        </Text>
        {!coupon.applicable && coupon.reason && (
          <Text fontSize="xs" color="fg.muted">
            {t(`submit.couponReason.${coupon.hasThreshold ? 'threshold' : 'none'}`, {
              reason: coupon.reason,
              threshold: yuan(coupon.threshold),
            })}
          </Text>
        )}
      </Box>
    </Flex>
  );
}

/**
 * The buyer's coupons for this settlement: applicable ones can be ticked (the server says which are
 * selected and re-prices), the others are shown greyed out with the server's reason.
 */
export function CouponPicker({
  usable,
  unusable,
  disabled,
  onToggle,
  centreHref,
}: {
  usable: CheckoutCoupon[];
  unusable: CheckoutCoupon[];
  disabled: boolean;
  onToggle: (userCouponId: number) => void;
  /** The coupon centre, where more coupons can be claimed. */
  centreHref: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Box as="section" aria-labelledby="coupons-heading" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="baseline" gap="2" mb="3" wrap="wrap">
        <Heading as="h2" size="md" id="coupons-heading">
          {t('submit.coupons')}
        </Heading>
        <NavLink href={centreHref} fontSize="sm">
          {t('submit.couponCentre')}
        </NavLink>
      </Flex>
      {usable.length === 0 && <Text color="fg.muted">{t('submit.noCoupons')}</Text>}
      <Stack gap="2">
        {usable.map((c) => (
          <CouponRow
            key={c.userCouponId}
            coupon={c}
            disabled={disabled}
            onToggle={() => onToggle(c.userCouponId)}
          />
        ))}
      </Stack>
      {unusable.length > 0 && (
        <Box as="section" aria-labelledby="unusable-coupons-heading" mt="4">
          <Heading as="h3" size="sm" id="unusable-coupons-heading" mb="2" color="fg.muted">
            {t('submit.unavailableCoupons')}
          </Heading>
          <Stack gap="2">
            {unusable.map((c) => (
              <CouponRow key={c.userCouponId} coupon={c} disabled />
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
