import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartRegion, useCartRegion } from '../../../shared/cart-region.ts';
import { RegionPicker } from '../../../shared/ui/region-picker.tsx';

/**
 * 配送至 with the chosen delivery region (spec §3 cart state), or the request to choose one, and a button
 * that opens the region picker in place; a complete choice is kept for every page and closes the picker.
 */
export function DeliveryRegion() {
  const { t } = useTranslation('cart');
  const region = useCartRegion();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Box>
      <Flex gap="3" align="center" wrap="wrap" fontSize="sm">
        <Text color="fg.muted">{t('region.label')}</Text>
        {region ? (
          <Text data-testid="delivery-region">{region.names.join(' ')}</Text>
        ) : (
          <Text color="fg.error">{t('region.none')}</Text>
        )}
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
        >
          {open ? t('region.close') : region ? t('region.change') : t('region.choose')}
        </Button>
      </Flex>
      <Box id={panel} hidden={!open} mt="2" p="3" borderWidth="1px" borderRadius="md">
        {open && (
          <RegionPicker
            initialValue={region}
            onComplete={(value) => {
              cartRegion.set(value);
              setOpen(false);
            }}
          />
        )}
      </Box>
    </Box>
  );
}
