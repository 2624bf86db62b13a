import { Box, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../../machines/catalog/product-detail.machine.ts';

/**
 * 商品介绍 of the product page: the specs table, the package list and the after-sales promise, as the
 * server built them from the product's attributes. The texts are the shop's content (data-content).
 */
export function ProductDescription({ description }: { description: ProductDetail['description'] }) {
  const { t } = useTranslation('catalog');
  const { specs, packageList, afterSales } = description;
  return (
    <Box as="section" aria-labelledby="description-heading" mt="8">
      <Heading as="h2" size="md" id="description-heading" mb="4" pb="2" borderBottomWidth="2px">
        {t('detail.description')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8">
        {specs.length > 0 && (
          <Box as="section" aria-labelledby="specs-heading" minW="0">
            <Heading as="h3" size="sm" id="specs-heading" mb="2">
              {t('detail.specs')}
            </Heading>
            <Table.ScrollArea borderWidth="1px">
              <Table.Root size="sm">
                <Table.Body data-content>
                  {specs.map((s) => (
                    <Table.Row key={s.name}>
                      <Table.Cell as="th" scope="row" w="36" bg="bg.muted" fontWeight="normal">
                        {s.name}
                      </Table.Cell>
                      <Table.Cell>{s.value}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        )}
        <Stack gap="6" minW="0">
          {packageList.length > 0 && (
            <Box as="section" aria-labelledby="package-heading">
              <Heading as="h3" size="sm" id="package-heading" mb="2">
                {t('detail.packageList')}
              </Heading>
              <Box as="ul" listStyleType="none" fontSize="sm" data-content>
                {packageList.map((item) => (
                  <Box
                    as="li"
                    key={item.name}
                    display="flex"
                    justifyContent="space-between"
                    gap="4"
                    py="1.5"
                    borderBottomWidth="1px"
                  >
                    <span>{item.name}</span>
                    <Text as="span" color="fg.muted">
                      × {item.quantity}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
          {afterSales.length > 0 && (
            <Box as="section" aria-labelledby="after-sales-heading">
              <Heading as="h3" size="sm" id="after-sales-heading" mb="2">
                {t('detail.afterSales')}
              </Heading>
              <Box as="dl" fontSize="sm" data-content>
                {afterSales.map((p) => (
                  <Box key={p.title} py="1.5">
                    <Text as="dt" fontWeight="bold">
                      {p.title}
                    </Text>
                    <Text as="dd" color="fg.muted">
                      {p.text}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
      </Grid>
    </Box>
  );
}
