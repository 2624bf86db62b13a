import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { MembershipApi } from '../../../../machines/member/membership.connect.ts';
import type {
  MemberPlans,
  MemberSummary,
  PlanCode,
  PointsGoods,
  PointsMall,
  PurchaseMethod,
} from '../../../../machines/member/member.types.ts';
import type { RedeemApi } from '../../../../machines/member/redeem.connect.ts';
import { formatDate, formatTime } from '../../../shared/format-time.ts';
import { QrWaiting } from '../../../shared/ui/provider-qr.tsx';
import type { MEMBER_CENTER_CHILDREN } from '../../../shared/routes.ts';
import { routes } from '../../../shared/routes.ts';
import { Section } from '../../../shared/ui/facts.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useMemberPlans, useMemberSummary, useMembership, usePointsMall, useRedeem } from '../hooks.ts';

type MemberPage = (typeof MEMBER_CENTER_CHILDREN)[number];
const NAV: MemberPage[] = ['member-equity', 'buy-member', 'integral-mall'];
const METHODS: PurchaseMethod[] = ['alipay', 'wechat'];

/** The member centre around its page: its heading and the three pages as tabs. */
function MemberCenterFrame({ domain, children }: { domain: string; children: ReactNode }) {
  const { t } = useTranslation('member');
  const [location] = useLocation();
  return (
    <Container maxW="6xl" py="6">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t('title')}
        </Heading>
        <Flex as="nav" aria-label={t('nav.label')} gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
          {NAV.map((page) => {
            const href = routes.memberCenterPage.href(domain, page);
            const current = location === href;
            return (
              <NavLink
                key={page}
                href={href}
                px="3"
                py="1"
                rounded="md"
                fontWeight={current ? 'bold' : undefined}
                color={current ? 'brand.fg' : undefined}
                bg={current ? 'brand.subtle' : undefined}
                {...(current ? { 'aria-current': 'page' as const } : {})}
              >
                {t(`nav.${page}`)}
              </NavLink>
            );
          })}
        </Flex>
        {children}
      </Stack>
    </Container>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <Stack align="start" gap="2" role="alert">
      <Text>{t('loadFailed')}</Text>
      <Button size="sm" onClick={retry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}

/** The paid membership's state: valid until, expired on, or none. */
function PaidState({ paidUntil, paidActive }: { paidUntil: string | null; paidActive: boolean }) {
  const { t } = useTranslation('member');
  return (
    <Text data-testid="member-expiry">
      {paidUntil === null
        ? t('equity.notPaid')
        : paidActive
          ? t('equity.paidUntil', { date: formatDate(paidUntil) })
          : t('equity.paidExpired', { date: formatDate(paidUntil) })}
    </Text>
  );
}

function Equity({ s, domain }: { s: MemberSummary; domain: string }) {
  const { t } = useTranslation('member');
  const levelFrom = s.levels.find((l) => l.level === s.level)?.growthFrom ?? 0;
  const percent =
    s.nextLevelFrom === null
      ? 100
      : Math.floor(((s.growth - levelFrom) * 100) / Math.max(1, s.nextLevelFrom - levelFrom));
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box borderWidth="1px" rounded="md" p="4">
          <Text fontSize="sm" color="fg.muted">
            {t('equity.current')}
          </Text>
          <Flex align="baseline" gap="3">
            <Text fontSize="3xl" fontWeight="bold" color="brand.fg" data-testid="member-level">
              {t('level', { level: s.level })}
            </Text>
            <Text>
              {t('equity.growth')} <span data-testid="member-growth">{s.growth}</span>
            </Text>
          </Flex>
          <Box
            role="progressbar"
            aria-label={t('equity.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            h="2"
            bg="bg.muted"
            rounded="full"
            mt="2"
          >
            <Box h="2" w={`${percent}%`} bg="brand.solid" rounded="full" />
          </Box>
          <Text fontSize="sm" mt="1">
            {s.nextLevel === null || s.nextLevelFrom === null
              ? t('equity.top')
              : t('equity.toNext', { growth: s.nextLevelFrom - s.growth, level: s.nextLevel })}
          </Text>
        </Box>
        <Box borderWidth="1px" rounded="md" p="4">
          <Text fontSize="sm" color="fg.muted">
            {t('equity.paid')}
          </Text>
          <PaidState paidUntil={s.paidUntil} paidActive={s.paidActive} />
          <Button asChild size="sm" colorPalette="brand" mt="2">
            <NavLink href={routes.memberCenterPage.href(domain, 'buy-member')}>
              {s.paidActive ? t('equity.renew') : t('equity.buy')}
            </NavLink>
          </Button>
        </Box>
      </SimpleGrid>
      <Section title={t('equity.benefits')} id="member-benefits">
        <Stack as="ul" listStyleType="none" gap="3">
          <li>
            <Text fontWeight="medium" data-testid="member-points-rate">
              {t('equity.pointsRate', { rate: s.pointsRate })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('equity.pointsRateHint', { base: s.earnPerYuan })}
            </Text>
          </li>
          <li>
            <Flex gap="2" align="center">
              <Text fontWeight="medium">{t('equity.paidBonus', { bonus: s.paidPointsBonus })}</Text>
              {s.paidActive && <Badge colorPalette="green">✓</Badge>}
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {t('equity.paidBonusHint')}
            </Text>
          </li>
          {s.membersOnlyCoupons > 0 && (
            <li>
              <Text fontWeight="medium">{t('equity.membersCoupons')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('equity.membersCouponsHint', { count: s.membersOnlyCoupons })}{' '}
                <NavLink href={routes.coupons.href(domain)} color="brand.fg">
                  {t('equity.goCoupons')}
                </NavLink>
              </Text>
            </li>
          )}
        </Stack>
      </Section>
      <Section title={t('equity.levels')} id="member-levels">
        <Box as="table" w="full" fontSize="sm">
          <thead>
            <tr>
              <Box as="th" textAlign="start" p="1">
                {t('equity.levelColumn')}
              </Box>
              <Box as="th" textAlign="start" p="1">
                {t('equity.growthColumn')}
              </Box>
              <Box as="th" textAlign="start" p="1">
                {t('equity.rateColumn')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {s.levels.map((l) => (
              <Box
                as="tr"
                key={l.level}
                fontWeight={l.level === s.level ? 'bold' : undefined}
                {...(l.level === s.level ? { 'aria-current': 'true' as const } : {})}
              >
                <Box as="td" p="1">
                  {t('level', { level: l.level })}
                </Box>
                <Box as="td" p="1">
                  {l.growthFrom}
                </Box>
                <Box as="td" p="1">
                  ×{Number(l.pointsRate)}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('equity.growthRule', { growth: s.growthPerYuan })}
        </Text>
      </Section>
      <Section title={t('equity.history')} id="member-growth-history">
        {s.growthLines.length === 0 ? (
          <Text fontSize="sm">{t('equity.noHistory')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" data-testid="growth-lines">
            {s.growthLines.map((l) => (
              <Flex as="li" key={l.id} justify="space-between" gap="3" wrap="wrap" fontSize="sm">
                <Text>
                  {t(`equity.reasons.${l.reason}`)}
                  {l.orderNo ? ` · ${t('equity.orderNo', { orderNo: l.orderNo })}` : ''}
                </Text>
                <Text color={l.change > 0 ? 'green.fg' : 'red.fg'}>
                  {l.change > 0 ? `+${l.change}` : l.change}
                </Text>
                <Text color="fg.muted">{formatTime(l.createdAt)}</Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** member-equity: level, growth value and progress, paid membership, the benefits of the level. */
export function MemberEquityPage({ domain }: { domain: string }) {
  const summary = useMemberSummary();
  return (
    <MemberCenterFrame domain={domain}>
      {summary.value ? (
        <Equity s={summary.value} domain={domain} />
      ) : summary.loadFailed ? (
        <Failed retry={summary.retry} />
      ) : (
        <LoadingBlock />
      )}
    </MemberCenterFrame>
  );
}

function PurchasePanel({ m, plans, domain }: { m: MembershipApi; plans: MemberPlans; domain: string }) {
  const { t } = useTranslation('member');
  const method = (x: PurchaseMethod) => t(`buy.methods.${x}`);
  const planName = (code: PlanCode) => t(`buy.plan.${code}`);
  if (m.showsQr && m.purchase) {
    return (
      <QrWaiting
        testId="member-qr"
        qr={m.purchase}
        texts={{
          scan: t('buy.scan', { method: method(m.purchase.method) }),
          amount: t('yuan', { amount: m.purchase.amount }),
          alt: t('buy.qrAlt', { method: method(m.purchase.method) }),
          openPage: t('buy.openPayPage'),
          waiting: t('buy.waiting'),
          cancel: t('buy.cancel'),
        }}
        onCancel={m.cancel}
      />
    );
  }
  if (m.isSuccess && m.purchase) {
    return (
      <Stack align="start" gap="3" data-testid="member-success">
        <Heading as="h2" size="md" color="green.fg">
          {t('buy.success')}
        </Heading>
        <Text role="status">{t('buy.successDetail', { date: formatDate(m.purchase.paidUntil) })}</Text>
        <Flex gap="2" wrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <NavLink href={routes.memberCenterPage.href(domain, 'member-equity')}>
              {t('buy.toEquity')}
            </NavLink>
          </Button>
          <Button size="sm" variant="outline" onClick={m.again}>
            {t('buy.again')}
          </Button>
        </Flex>
      </Stack>
    );
  }
  if (m.isFailure) {
    return (
      <Stack align="start" gap="3" data-testid="member-failure">
        <Heading as="h2" size="md" color="red.fg">
          {t('buy.failure')}
        </Heading>
        <Text role="alert">{t('buy.failureDetail')}</Text>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={m.retry}>
            {t('buy.retry')}
          </Button>
          <Button size="sm" variant="outline" onClick={m.again}>
            {t('buy.back')}
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        m.submit();
      }}
    >
      <Box role="radiogroup" aria-labelledby="member-plans-label">
        <Text id="member-plans-label" fontWeight="medium" mb="2">
          {t('buy.plans')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {plans.plans.map((p) => (
            <Button
              key={p.code}
              role="radio"
              aria-checked={m.plan === p.code}
              variant={m.plan === p.code ? 'solid' : 'outline'}
              colorPalette={m.plan === p.code ? 'brand' : undefined}
              h="auto"
              py="3"
              disabled={m.isBusy}
              onClick={() => m.choose(p.code)}
            >
              <Stack gap="0" align="center">
                <Text fontWeight="bold">{planName(p.code)}</Text>
                <Text fontSize="xl">{t('yuan', { amount: p.price })}</Text>
                <Text fontSize="xs">{t('buy.months', { count: p.months })}</Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Box>
      <Box role="group" aria-labelledby="member-method">
        <Text id="member-method" fontSize="sm" fontWeight="medium" mb="1">
          {t('buy.method')}
        </Text>
        <Flex gap="2" wrap="wrap">
          {METHODS.map((x) => (
            <Button
              key={x}
              size="sm"
              variant={m.method === x ? 'solid' : 'outline'}
              aria-pressed={m.method === x}
              disabled={m.isBusy}
              onClick={() => m.setMethod(x)}
            >
              {method(x)}
            </Button>
          ))}
        </Flex>
      </Box>
      {plans.paidActive && (
        <Text fontSize="sm" color="fg.muted">
          {t('buy.renewHint')}
        </Text>
      )}
      {m.error && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {m.error}
        </Text>
      )}
      <Flex>
        <Button type="submit" colorPalette="brand" loading={m.isBusy} disabled={!m.canSubmit && !m.isBusy}>
          {plans.paidActive ? t('buy.renewSubmit') : t('buy.submit')}
        </Button>
      </Flex>
    </Stack>
  );
}

function BuyMember({ domain, reload }: { domain: string; reload: () => void }) {
  const { t } = useTranslation('member');
  const plans = useMemberPlans();
  const [purchased, setPurchased] = useState(false);
  const m = useMembership(() => setPurchased(true));
  if (!plans.value) return plans.loadFailed ? <Failed retry={plans.retry} /> : <LoadingBlock />;
  const p = plans.value;
  // Once paid, the expiry is the purchase's answer (the callback extended it).
  const paidUntil = m.isSuccess && m.purchase ? m.purchase.paidUntil : p.paidUntil;
  const paidActive = m.isSuccess || p.paidActive;
  const api: MembershipApi = purchased ? { ...m, again: reload } : m;
  return (
    <Stack gap="4">
      <Box borderWidth="1px" rounded="md" p="4">
        <Text fontSize="sm" color="fg.muted">
          {t('equity.paid')}
        </Text>
        <PaidState paidUntil={paidUntil} paidActive={paidActive} />
      </Box>
      <Section title={t('nav.buy-member')} id="member-buy">
        <PurchasePanel m={api} plans={p} domain={domain} />
      </Section>
      {p.purchases.length > 0 && (
        <Section title={t('buy.purchases')} id="member-purchases">
          <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
            {p.purchases.map((x) => (
              <li key={x.paymentId}>
                {t('buy.purchaseLine', {
                  plan: t(`buy.plan.${x.plan}`),
                  amount: x.amount,
                  from: formatDate(x.startsAt),
                  to: formatDate(x.endsAt),
                })}
              </li>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

/** buy-member: the plans, bought or renewed by Alipay or WeChat; 开通成功 / 开通失败 with a retry. */
export function BuyMemberPage({ domain }: { domain: string }) {
  // Back to the plans after a purchase, the expiry and the purchases are read again (a fresh page).
  const [version, setVersion] = useState(0);
  return (
    <MemberCenterFrame domain={domain}>
      <BuyMember key={version} domain={domain} reload={() => setVersion((v) => v + 1)} />
    </MemberCenterFrame>
  );
}

function GoodsCard({ g, onRedeem }: { g: PointsGoods; onRedeem: () => void }) {
  const { t } = useTranslation('member');
  return (
    <Stack as="li" borderWidth="1px" rounded="md" p="3" gap="2" data-testid="points-goods">
      {g.kind === 'goods' ? (
        g.mainImg ? (
          <Image src={g.mainImg} alt="" aspectRatio={1} objectFit="cover" rounded="sm" />
        ) : null
      ) : (
        <Box bg="brand.subtle" rounded="sm" p="4" textAlign="center">
          <Text fontSize="xl" fontWeight="bold" color="brand.fg">
            {t('mall.coupon', { threshold: Number(g.threshold), discount: Number(g.discount) })}
          </Text>
        </Box>
      )}
      <Text fontWeight="medium" lineClamp={2} data-content>
        {g.name}
      </Text>
      <Text color="brand.fg" fontWeight="bold">
        {t('mall.costs', { points: g.points })}
      </Text>
      {g.marketPrice && (
        <Text fontSize="xs" color="fg.muted">
          {t('mall.marketPrice', { amount: g.marketPrice })}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('mall.stock', { count: g.stock })} · {t('mall.limit', { count: g.perUserLimit })}
      </Text>
      <Button
        size="sm"
        colorPalette="brand"
        disabled={g.state !== 'available'}
        onClick={onRedeem}
        aria-label={`${t('mall.redeem')} ${g.name}`}
      >
        {g.state === 'soldOut'
          ? t('mall.soldOut')
          : g.state === 'limit'
            ? t('mall.limitReached')
            : t('mall.redeem')}
      </Button>
    </Stack>
  );
}

function RedeemDialog({ r, mall, domain }: { r: RedeemApi; mall: PointsMall; domain: string }) {
  const { t } = useTranslation('member');
  const g = r.goods!;
  const maxQuantity = Math.max(1, Math.min(g.perUserLimit - g.mine, g.stock));
  return (
    <ModalDialog title={t('mall.dialog')} titleId="redeem-title" onDismiss={r.close}>
      {r.isDone && r.redemption ? (
        <Stack gap="3" data-testid="redeem-done">
          <Text role="status">
            {r.redemption.orderNo
              ? t('mall.doneGoods', { orderNo: r.redemption.orderNo })
              : t('mall.doneCoupon')}
          </Text>
          <Text fontSize="sm">{t('mall.pointsLeft', { points: r.redemption.pointsLeft })}</Text>
          <Flex gap="2" wrap="wrap">
            <Button asChild size="sm" colorPalette="brand">
              <NavLink
                href={routes.userCenterPage.href(domain, r.redemption.orderNo ? 'uc-order' : 'uc-coupons')}
              >
                {r.redemption.orderNo ? t('mall.viewOrders') : t('mall.viewCoupons')}
              </NavLink>
            </Button>
            <Button size="sm" variant="outline" onClick={r.close}>
              {t('mall.close')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Stack
          as="form"
          gap="3"
          onSubmit={(e) => {
            e.preventDefault();
            r.confirm();
          }}
        >
          <Text fontWeight="medium" data-content>
            {g.name}
          </Text>
          <Box>
            <chakra.label htmlFor="redeem-quantity" fontSize="sm" fontWeight="medium">
              {t('mall.quantity')}
            </chakra.label>
            <Input
              id="redeem-quantity"
              type="number"
              min={1}
              max={maxQuantity}
              value={r.quantity}
              onChange={(e) => r.setQuantity(Number(e.target.value) || 1)}
              maxW="32"
            />
          </Box>
          {g.kind === 'goods' &&
            (mall.addresses.length === 0 ? (
              <Text fontSize="sm" role="alert">
                {t('mall.noAddress')}{' '}
                <NavLink href={routes.userCenterPage.href(domain, 'uc-address')} color="brand.fg">
                  {t('mall.addAddress')}
                </NavLink>
              </Text>
            ) : (
              <Box role="radiogroup" aria-labelledby="redeem-address-label">
                <Text id="redeem-address-label" fontSize="sm" fontWeight="medium" mb="1">
                  {t('mall.address')}
                </Text>
                <Stack gap="1">
                  {mall.addresses.map((a) => (
                    <Flex as="label" key={a.id} gap="2" align="start" fontSize="sm" cursor="pointer">
                      <input
                        type="radio"
                        name="redeem-address"
                        checked={r.addressId === a.id}
                        disabled={r.isBusy}
                        onChange={() => r.setAddress(a.id)}
                      />
                      <Text data-content>
                        {a.receiver} {a.phone} {a.regionName} {a.detail}
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              </Box>
            ))}
          <Text fontWeight="bold" color="brand.fg">
            {t('mall.total', { points: g.points * r.quantity })}
          </Text>
          {r.error && (
            <Text role="alert" color="red.fg" fontSize="sm">
              {r.error}
            </Text>
          )}
          <Flex gap="2">
            <Button
              type="submit"
              colorPalette="brand"
              loading={r.isBusy}
              disabled={!r.canConfirm && !r.isBusy}
            >
              {t('mall.confirm')}
            </Button>
            <Button variant="outline" disabled={r.isBusy} onClick={r.close}>
              {t('mall.close')}
            </Button>
          </Flex>
        </Stack>
      )}
    </ModalDialog>
  );
}

function Mall({ domain, reload }: { domain: string; reload: () => void }) {
  const { t } = useTranslation('member');
  const mall = usePointsMall();
  const redeem = useRedeem(() => {});
  const r: RedeemApi = redeem.isDone ? { ...redeem, close: reload } : redeem;
  if (!mall.value) return mall.loadFailed ? <Failed retry={mall.retry} /> : <LoadingBlock />;
  const m = mall.value;
  const defaultAddress = m.addresses.find((a) => a.isDefault)?.id ?? m.addresses[0]?.id ?? null;
  const list = (kind: PointsGoods['kind']) => m.page.records.filter((g) => g.kind === kind);
  const grid = (items: PointsGoods[]) =>
    items.length === 0 ? (
      <Text fontSize="sm">{t('mall.empty')}</Text>
    ) : (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
        {items.map((g) => (
          <GoodsCard
            key={g.goodsId}
            g={g}
            onRedeem={() => r.open(g, g.kind === 'goods' ? defaultAddress : null)}
          />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="4">
      <Flex borderWidth="1px" rounded="md" p="4" justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('mall.points')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="brand.fg" data-testid="mall-points">
            {m.page.points ?? 0}
          </Text>
        </Box>
        <NavLink href={routes.userCenterPage.href(domain, 'uc-integral')} color="brand.fg">
          {t('mall.pointsLink')}
        </NavLink>
      </Flex>
      <Section title={t('mall.goods')} id="mall-goods">
        {grid(list('goods'))}
      </Section>
      <Section title={t('mall.coupons')} id="mall-coupons">
        {grid(list('coupon'))}
      </Section>
      {r.isOpen && r.goods && <RedeemDialog r={r} mall={m} domain={domain} />}
    </Stack>
  );
}

/** integral-mall: goods and coupons redeemable for points, redeemed in a dialog. */
export function IntegralMallPage({ domain }: { domain: string }) {
  // Closing a done redemption reads the mall again (the points and the stock changed).
  const [version, setVersion] = useState(0);
  return (
    <MemberCenterFrame domain={domain}>
      <Mall key={version} domain={domain} reload={() => setVersion((v) => v + 1)} />
    </MemberCenterFrame>
  );
}
