import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderPreview } from '../../../../machines/checkout/checkout.types.ts';

/**
 * Points to use: multiples of 10 up to the order's maximum (积分需为10的整数倍); 使用 (or Enter) asks the
 * server to re-price with them.
 */
export function PointsField({
  preview,
  value,
  problem,
  canApply,
  disabled,
  onChange,
  onApply,
}: {
  preview: OrderPreview;
  value: string;
  problem: 'notMultiple' | 'overMax' | null;
  canApply: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Box as="section" aria-labelledby="points-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="points-heading" mb="2">
        {t('submit.points')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('submit.pointsHint', {
          available: preview.availablePoints,
          max: preview.maxPoints,
          rate: preview.pointsPerYuan,
        })}
      </Text>
      <Flex gap="2" align="center">
        <Text asChild fontSize="sm">
          <label htmlFor="points-input">{t('submit.pointsLabel')}</label>
        </Text>
        <Input
          id="points-input"
          size="sm"
          w="32"
          inputMode="numeric"
          maxLength={9}
          value={value}
          disabled={disabled}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? 'points-message' : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (canApply) onApply();
            }
          }}
        />
        <Button size="sm" variant="outline" disabled={!canApply} onClick={onApply}>
          {t('submit.pointsApply')}
        </Button>
      </Flex>
      {problem && (
        <Text id="points-message" role="alert" color="fg.error" fontSize="xs" mt="1">
          {t(`rules.${problem}`, { max: preview.maxPoints })}
        </Text>
      )}
      {preview.pointsUsed > 0 && (
        <Text fontSize="sm" mt="1">
          {t('submit.pointsUsed', {
            points: preview.pointsUsed,
            amount: t('order:yuan', { amount: preview.pointsAmount }),
          })}
        </Text>
      )}
    </Box>
  );
}
