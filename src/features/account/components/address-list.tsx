import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AddressBookApi } from '../../../../machines/account/address-book.connect.ts';

/** The buyer's addresses, default first, each with set default, edit and delete. */
export function AddressList({ book }: { book: AddressBookApi }) {
  const { t } = useTranslation('account');
  if (book.addresses.length === 0) return <Text color="fg.muted">{t('addresses.empty')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t('addresses.title')}>
      {book.addresses.map((a) => (
        <Box
          as="li"
          key={a.id}
          borderWidth="1px"
          borderColor={a.isDefault ? 'brand.solid' : 'border'}
          rounded="md"
          p="4"
          data-testid="address-item"
        >
          <Flex justify="space-between" gap="3" wrap="wrap" align="start">
            <Box fontSize="sm" minW="0" flex="1">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="bold" data-content>
                  {a.receiver}
                </Text>
                <Text data-content>{a.phone}</Text>
                {a.isDefault && <Badge colorPalette="brand">{t('addresses.defaultBadge')}</Badge>}
              </Flex>
              <Text color="fg.muted" data-content wordBreak="break-all">
                {a.regionName} {a.detail}
              </Text>
            </Box>
            <Flex gap="1" wrap="wrap">
              {!a.isDefault && (
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={book.isBusy}
                  aria-label={t('addresses.setDefaultOf', { name: a.receiver })}
                  onClick={() => book.setDefault(a.id)}
                >
                  {t('addresses.setDefault')}
                </Button>
              )}
              <Button
                size="xs"
                variant="ghost"
                disabled={book.isBusy}
                aria-label={t('addresses.editOf', { name: a.receiver })}
                onClick={() => book.edit(a.id)}
              >
                {t('addresses.edit')}
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={book.isBusy}
                aria-label={t('addresses.deleteOf', { name: a.receiver })}
                onClick={() => book.remove(a.id)}
              >
                {t('addresses.delete')}
              </Button>
            </Flex>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
