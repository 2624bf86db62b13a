import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SigninApi } from '../../../../machines/wallet/signin.connect.ts';
import type { DayState } from '../../../../machines/wallet/signin.types.ts';
import { Section } from '../../../shared/ui/facts.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

const MARK: Record<DayState, { bg?: string; color?: string; borderColor?: string }> = {
  signedToday: { bg: 'brand.solid', color: 'brand.contrast' },
  signed: { bg: 'brand.subtle', color: 'brand.fg' },
  missed: { color: 'fg.muted' },
  today: { borderColor: 'brand.solid' },
  future: { color: 'fg.subtle' },
};

/**
 * 每日签到: the streak and its rule, the sign-in button (已签到 once today is signed), and the month's
 * calendar, each day a button that tells its state (已签到, 该日已签到, 未签到, 未到签到时间).
 */
export function SigninPanel({ signin }: { signin: SigninApi }) {
  const { t } = useTranslation('wallet');
  const c = signin.calendar;
  const stateText = (s: DayState) => t(`signin.states.${s}`);
  return (
    <Section title={t('signin.title')} id="signin-heading">
      {signin.loadFailed ? (
        <Stack align="start" role="alert">
          <Text>{signin.error}</Text>
          <Button size="sm" onClick={signin.retry}>
            {t('retry')}
          </Button>
        </Stack>
      ) : !c ? (
        <LoadingBlock />
      ) : (
        <Stack gap="4">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Stack gap="1">
              <Text fontSize="lg" fontWeight="bold" data-testid="signin-streak">
                {t('signin.streak', { count: c.streak })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('signin.rule', {
                  points: c.rule.points,
                  days: c.rule.streakDays,
                  bonus: c.rule.streakBonus,
                })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {c.daysToBonus === 0 ? t('signin.bonusToday') : t('signin.bonusIn', { count: c.daysToBonus })}
                {' · '}
                {t('signin.total', { count: c.totalDays })}
              </Text>
            </Stack>
            <Button
              colorPalette="brand"
              size="lg"
              onClick={signin.signIn}
              disabled={!signin.canSign}
              loading={signin.isSigning}
              loadingText={t('signin.signing')}
            >
              {signin.signedToday ? t('signin.signedToday') : t('signin.submit')}
            </Button>
          </Flex>
          {signin.lastGranted && (
            <Text role="status" color="green.fg">
              {signin.lastGranted.bonus > 0
                ? t('signin.grantedBonus', {
                    points: signin.lastGranted.points,
                    bonus: signin.lastGranted.bonus,
                  })
                : t('signin.granted', { points: signin.lastGranted.points })}
            </Text>
          )}
          {signin.error && !signin.loadFailed && (
            <Text role="alert" color="red.fg" fontSize="sm">
              {signin.error}
            </Text>
          )}
          <Box>
            <Flex justify="space-between" align="center" mb="2">
              <Button size="xs" variant="ghost" onClick={signin.prevMonth} disabled={!signin.canGoPrevMonth}>
                ‹ {t('signin.prevMonth')}
              </Button>
              <Text as="h3" fontWeight="medium" id="signin-month">
                {t('signin.calendar', { month: c.month })}
              </Text>
              <Button size="xs" variant="ghost" onClick={signin.nextMonth} disabled={!signin.canGoNextMonth}>
                {t('signin.nextMonth')} ›
              </Button>
            </Flex>
            <Grid
              templateColumns="repeat(7, minmax(0, 1fr))"
              gap="1"
              role="group"
              aria-labelledby="signin-month"
            >
              {(['0', '1', '2', '3', '4', '5', '6'] as const).map((wd) => (
                <Text key={wd} textAlign="center" fontSize="xs" color="fg.muted" aria-hidden>
                  {t(`signin.weekdays.${wd}`)}
                </Text>
              ))}
              {Array.from({ length: signin.firstWeekday }, (_, i) => (
                <Box key={`blank${i}`} />
              ))}
              {c.days.map((d) => {
                const mark = MARK[d.state];
                const picked = signin.picked?.day === d.day;
                return (
                  <Button
                    key={d.day}
                    size="sm"
                    h="10"
                    minW="0"
                    px="0"
                    variant="outline"
                    borderWidth={picked ? '2px' : '1px'}
                    borderColor={picked ? 'fg' : (mark.borderColor ?? 'border')}
                    bg={mark.bg}
                    color={mark.color}
                    aria-label={t('signin.dayLabel', { day: d.day, state: stateText(d.state) })}
                    aria-pressed={picked}
                    data-state={d.state}
                    disabled={!signin.canPick(d.day)}
                    onClick={() => signin.pick(d.day)}
                  >
                    {Number(d.day.slice(8))}
                  </Button>
                );
              })}
            </Grid>
            <Text role="status" fontSize="sm" mt="2" minH="5" data-testid="signin-picked">
              {signin.picked ? `${signin.picked.day} ${stateText(signin.picked.state)}` : ''}
            </Text>
          </Box>
        </Stack>
      )}
    </Section>
  );
}
