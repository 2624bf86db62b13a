import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { routes, type UserCenterPage } from '../../../shared/routes.ts';
import { formatDate } from '../../../shared/format-time.ts';
import { Section } from '../../../shared/ui/facts.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import type { BalanceLine, PointsLine, PointsTask } from '../../../../machines/wallet/wallet.types.ts';
import { LedgerView, type LedgerRow } from '../components/ledger-view.tsx';
import { SigninPanel } from '../components/signin-panel.tsx';
import { TopupPanel } from '../components/topup-panel.tsx';
import { useBalanceLedger, usePointsLedger } from '../use-ledger.ts';
import { usePointsTasks, useSignin } from '../use-signin.ts';
import { useTopup } from '../use-topup.ts';

const BALANCE_REASONS = ['topup', 'pay', 'refund', 'afterSale', 'grant'] as const;
const POINTS_REASONS = [
  'signin',
  'task',
  'earn',
  'deduct',
  'pay',
  'return',
  'afterSale',
  'takeback',
  'expire',
  'grant',
  'redeem',
] as const;

const signed = (n: number | string) => (String(n).startsWith('-') ? String(n) : `+${n}`);

/** uc-balance: the balance, its top-up and its ledger. */
export function BalancePage() {
  const { t } = useTranslation('wallet');
  const ledger = useBalanceLedger();
  const topup = useTopup(ledger.reload);
  const rows: LedgerRow[] = ledger.records.map((l: BalanceLine) => ({
    id: l.id,
    label:
      l.reason === 'topup' && l.payMethod
        ? t('topupBy', { method: t(`topup.methods.${l.payMethod}`) })
        : t(`balanceReasons.${l.reason}`),
    change: signed(l.change),
    after: l.balanceAfter,
    createdAt: l.createdAt,
    orderNos: l.orderNos,
  }));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('balance.title')}
      </Heading>
      <Box borderWidth="1px" rounded="md" p="4">
        <Text fontSize="sm" color="fg.muted">
          {t('balance.current')}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" color="brand.fg" data-testid="balance-amount">
          {ledger.extra ? t('yuan', { amount: ledger.extra.balance }) : '…'}
        </Text>
      </Box>
      <TopupPanel topup={topup} />
      <Section title={t('balance.ledger')} id="balance-ledger-heading">
        <LedgerView
          ledger={ledger}
          rows={rows}
          reasons={BALANCE_REASONS.map((r) => ({ value: r, label: t(`balanceReasons.${r}`) }))}
          withOrderNo
          testId="balance-ledger"
        />
      </Section>
    </Stack>
  );
}

/** uc-integral: the points, what expires soon, the rules and the ledger. */
export function PointsPage({ domain }: { domain: string }) {
  const { t } = useTranslation('wallet');
  const ledger = usePointsLedger();
  const summary = ledger.extra;
  const rows: LedgerRow[] = ledger.records.map((l: PointsLine) => ({
    id: l.id,
    label:
      l.reason === 'task' && l.note
        ? `${t('pointsReasons.task')} · ${t(`tasks.names.${l.note as PointsTask['code']}`)}`
        : t(`pointsReasons.${l.reason}`),
    change: signed(l.change),
    after: String(l.pointsAfter),
    createdAt: l.createdAt,
    orderNos: l.orderNos,
    ...(l.expiresAt ? { note: t('points.validUntil', { date: formatDate(l.expiresAt) }) } : {}),
  }));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('points.title')}
      </Heading>
      <Flex borderWidth="1px" rounded="md" p="4" justify="space-between" gap="4" wrap="wrap" align="center">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('points.current')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" color="brand.fg" data-testid="points-amount">
            {summary ? summary.points : '…'}
          </Text>
          {summary && (
            <Text
              fontSize="sm"
              color={summary.expiringPoints > 0 ? 'orange.fg' : 'fg.muted'}
              data-testid="points-expiring"
            >
              {summary.expiringPoints > 0 && summary.nextExpiry
                ? t('points.expiring', {
                    points: summary.expiringPoints,
                    date: formatDate(summary.nextExpiry),
                  })
                : t('points.noneExpiring')}
            </Text>
          )}
        </Box>
        <Button asChild size="sm" variant="outline">
          <NavLink href={routes.userCenterPage.href(domain, 'uc-task')}>{t('points.earnMore')}</NavLink>
        </Button>
      </Flex>
      {summary && (
        <Text fontSize="sm" color="fg.muted">
          {t('points.rules', { months: summary.validMonths, rate: Number(summary.earnPerYuan) })}
        </Text>
      )}
      <Section title={t('points.ledger')} id="points-ledger-heading">
        <LedgerView
          ledger={ledger}
          rows={rows}
          reasons={POINTS_REASONS.map((r) => ({ value: r, label: t(`pointsReasons.${r}`) }))}
          withOrderNo={false}
          testId="points-ledger"
        />
      </Section>
    </Stack>
  );
}

/** Where a task is done. */
const TASK_PAGE: Record<PointsTask['code'], UserCenterPage | 'home'> = {
  profile: 'uc-account',
  firstOrder: 'home',
  pictureComment: 'uc-evaluation',
};

/** uc-task: the daily sign-in and the points tasks. */
export function TaskPage({ domain }: { domain: string }) {
  const { t } = useTranslation('wallet');
  const signin = useSignin();
  const tasks = usePointsTasks();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('tasks.title')}
      </Heading>
      <SigninPanel signin={signin} />
      <Section title={t('tasks.title')} id="tasks-heading">
        {tasks.isLoading ? (
          <LoadingBlock />
        ) : tasks.loadFailed ? (
          <Stack align="start" role="alert">
            <Text>{tasks.error}</Text>
            <Button size="sm" onClick={tasks.retry}>
              {t('retry')}
            </Button>
          </Stack>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
            {(tasks.value ?? []).map((task) => {
              const page = TASK_PAGE[task.code];
              const href =
                page === 'home' ? routes.home.href(domain) : routes.userCenterPage.href(domain, page);
              return (
                <Flex
                  as="li"
                  key={task.code}
                  borderWidth="1px"
                  rounded="md"
                  p="3"
                  justify="space-between"
                  align="center"
                  gap="3"
                >
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="medium">
                      {t(`tasks.names.${task.code}`)}{' '}
                      <Badge colorPalette="orange">{t('tasks.points', { points: task.points })}</Badge>
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`tasks.hints.${task.code}`)}
                    </Text>
                  </Stack>
                  {task.done ? (
                    <Badge colorPalette="green" flexShrink={0}>
                      {t('tasks.done')}
                    </Badge>
                  ) : (
                    <Button asChild size="sm" variant="outline" flexShrink={0}>
                      <NavLink href={href}>
                        {t('tasks.todo')}
                        <Text as="span" srOnly>
                          {' '}
                          {t(`tasks.names.${task.code}`)}
                        </Text>
                      </NavLink>
                    </Button>
                  )}
                </Flex>
              );
            })}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
