import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../machines/cart/cart.types.ts';
import type { RegionValue } from '../../../machines/cart/region-picker.machine.ts';
import { useRegionPicker } from '../regions/use-region-picker.ts';
import '../regions/texts.ts';

/**
 * Props of {@link RegionPicker}.
 *
 * - `initialValue`: a region to start from (codes only are needed; each level is loaded and chosen in
 *   turn); without it the picker starts at the provinces. Read once: give the component a new `key` to
 *   start over from another value.
 * - `onChange(value)`: after every choice the buyer makes — the complete value, or null while a level is
 *   still to be chosen (use it to invalidate a form field).
 * - `onComplete(value)`: the choice reached its last level (a leaf district, a district without towns, or
 *   a town).
 * - `label`: the group's accessible name (default 配送地区); `invalid` marks the selects `aria-invalid` for a
 *   form's "Province, city, district must be chosen first" message, which the form shows itself.
 * - `depth`: 3 to end at the district (no town select), 4 (default) to go on to the town.
 */
export interface RegionPickerProps {
  initialValue?: Region | null;
  depth?: 3 | 4;
  onChange?: (value: RegionValue | null) => void;
  onComplete?: (value: RegionValue) => void;
  label?: string;
  invalid?: boolean;
}

const Select = chakra('select');
const Label = chakra('label');

/**
 * Chooses a region 省 → 市 → 区 → 镇 level by level (machines/region-picker.machine.ts): one labelled
 * native select per level, each shown once its options are loaded, so the picker works with the keyboard
 * and screen readers as any form field. Used by the delivery region of the product page, the cart and the
 * batch order, and by the address form at checkout.
 */
export function RegionPicker({
  initialValue,
  depth,
  onChange,
  onComplete,
  label,
  invalid,
}: RegionPickerProps) {
  const { t } = useTranslation('region');
  const id = useId();
  const picker = useRegionPicker({ initialValue, depth, onChange, onComplete });
  const name = label ?? t('picker');

  return (
    <Box as="fieldset" aria-busy={picker.isLoading || undefined} minW="0">
      <Text as="legend" srOnly>
        {name}
      </Text>
      <Flex gap="2" wrap="wrap" align="end">
        {picker.levels.map(({ level, options, value, needsChoice, choose }) => (
          <Box key={level}>
            <Label htmlFor={`${id}-${level}`} display="block" fontSize="xs" color="fg.muted">
              {t(`levels.${level}`)}
            </Label>
            <Select
              id={`${id}-${level}`}
              value={value}
              aria-invalid={invalid || undefined}
              onChange={(e) => choose(e.target.value)}
              minW="32"
              h="8"
              px="2"
              fontSize="sm"
              borderWidth="1px"
              borderColor={invalid ? 'border.error' : 'border'}
              borderRadius="sm"
              bg="bg"
              color="fg"
            >
              {needsChoice && (
                <option value="" disabled>
                  {t('placeholder')}
                </option>
              )}
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.name}
                </option>
              ))}
            </Select>
          </Box>
        ))}
        {picker.isLoading && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('loading')}
          </Text>
        )}
        {picker.loadFailed && (
          <Flex role="alert" gap="2" align="center" fontSize="sm">
            <Text color="fg.error">{t('loadFailed')}</Text>
            <Button size="xs" variant="outline" onClick={picker.retry}>
              {t('app.retry')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
