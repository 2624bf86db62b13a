import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../../machines/checkout/checkout.types.ts';

/**
 * The buyer's addresses as one radio group (the chosen one is the order's delivery address), each with an
 * edit button, and the add button with the count against the maximum.
 */
export function AddressBook({
  addresses,
  max,
  selectedId,
  disabled,
  onSelect,
  onAdd,
  onEdit,
}: {
  addresses: Address[];
  max: number;
  selectedId: number | null;
  disabled: boolean;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Box as="section" aria-labelledby="address-heading" borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id="address-heading">
          {t('submit.address')}
        </Heading>
        <Flex gap="3" align="center">
          <Text fontSize="xs" color="fg.muted">
            {t('submit.addressCount', { count: addresses.length, max })}
          </Text>
          <Button size="sm" variant="outline" onClick={onAdd} disabled={disabled}>
            {t('submit.addAddress')}
          </Button>
        </Flex>
      </Flex>
      {addresses.length === 0 ? (
        <Text color="fg.muted">{t('submit.noAddress')}</Text>
      ) : (
        <Stack role="radiogroup" aria-labelledby="address-heading" gap="2">
          {addresses.map((a) => {
            const checked = a.id === selectedId;
            return (
              <Flex
                key={a.id}
                gap="3"
                align="center"
                borderWidth="1px"
                borderColor={checked ? 'brand.solid' : 'border'}
                borderRadius="md"
                p="3"
              >
                <Flex as="label" gap="3" align="start" flex="1" cursor="pointer">
                  <input
                    type="radio"
                    name="address"
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onSelect(a.id)}
                    style={{ marginTop: 4 }}
                  />
                  <Box fontSize="sm">
                    <Flex gap="2" align="center">
                      <Text fontWeight="bold">{a.receiver}</Text>
                      <Text>{a.phone}</Text>
                      {a.isDefault && <Badge colorPalette="brand">{t('submit.defaultBadge')}</Badge>}
                    </Flex>
                    <Text color="fg.muted">
                      {a.regionName} {a.detail}
                    </Text>
                  </Box>
                </Flex>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={t('submit.editAddressOf', { name: a.receiver })}
                  onClick={() => onEdit(a.id)}
                >
                  {t('submit.editAddress')}
                </Button>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
