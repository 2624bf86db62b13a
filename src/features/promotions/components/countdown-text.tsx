import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Countdown } from '../../../../machines/promotions/promotions.types.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as 1天 02:03:04 (a timer role: screen readers do not read every second). */
export function CountdownText({ value, label }: { value: Countdown | null; label: string }) {
  const { t } = useTranslation('promotions');
  if (!value) return null;
  const clock = t('countdown.clock', { h: two(value.hours), m: two(value.minutes), s: two(value.seconds) });
  return (
    <Text as="span" role="timer" aria-label={label} fontVariantNumeric="tabular-nums" fontWeight="bold">
      {label} {value.days > 0 ? `${t('countdown.days', { count: value.days })} ` : ''}
      {clock}
    </Text>
  );
}
