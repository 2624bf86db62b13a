import { Box, Button, Container, Flex, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CompareRow } from '../../../../machines/catalog/make-comparison.machine.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { routes } from '../../../shared/routes.ts';
import { useMakeComparison } from '../use-make-comparison.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

/** /{domain}/make-comparison: the compared products side by side, differing rows highlighted (spec §2). */
export function MakeComparisonPage({ domain }: { domain: string }) {
  const { t } = useTranslation('catalog');
  const comparison = useMakeComparison();
  const { details } = comparison;
  const label = (r: CompareRow) => (r.field ? t(`zones.comparison.fields.${r.field}`) : (r.spec ?? ''));
  const value = (r: CompareRow, v: string | null) =>
    v === null ? '—' : r.field === 'price' ? t('goods:price.yuan', { price: formatPrice(v) }) : v;

  return (
    <Container maxW="6xl" py="6">
      <Flex justify="space-between" align="center" mb="4" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {t('zones.comparison.makeTitle')}
        </Heading>
        {comparison.isComparing && (
          <HStack as="label" gap="2" cursor="pointer">
            <input type="checkbox" checked={comparison.onlyDiff} onChange={comparison.toggleDiff} />
            {t('zones.comparison.onlyDiff')}
          </HStack>
        )}
      </Flex>
      {comparison.isLoading ? (
        <LoadingBlock py="16" />
      ) : comparison.loadFailed ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={comparison.retry}>{t('app.retry')}</Button>
        </Flex>
      ) : comparison.isEmpty ? (
        <Flex direction="column" align="center" py="16" gap="3">
          <Text color="fg.muted">{t('zones.empty')}</Text>
          <NavLink href={`/${domain}/comparison/search`}>{t('zones.comparison.goSearch')}</NavLink>
        </Flex>
      ) : (
        <Box overflowX="auto">
          <Box as="table" aria-label={t('zones.comparison.table')} w="full" fontSize="sm" borderWidth="1px">
            <thead>
              <tr>
                <Box as="th" p="2" borderWidth="1px" textAlign="start">
                  {t('zones.comparison.attribute')}
                </Box>
                {details.map((d) => (
                  <Box
                    as="th"
                    key={d.skuId}
                    p="2"
                    borderWidth="1px"
                    minW="40"
                    textAlign="start"
                    fontWeight="normal"
                  >
                    <NavLink href={routes.detail.href(domain, d.skuId)}>
                      <Image src={d.mainImgUrl} alt="" boxSize="24" objectFit="contain" />
                      {d.name}
                    </NavLink>
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((r) => (
                <Box
                  as="tr"
                  key={r.key}
                  data-differs={r.differs || undefined}
                  bg={r.differs ? 'orange.subtle' : undefined}
                >
                  <Box asChild p="2" borderWidth="1px" textAlign="start">
                    <th scope="row">{label(r)}</th>
                  </Box>
                  {r.values.map((v, i) => (
                    <Box as="td" key={details[i]!.skuId} p="2" borderWidth="1px">
                      {r.field === 'store' && v !== null ? (
                        <NavLink href={routes.shopHome.href(domain, details[i]!.storeId)}>{v}</NavLink>
                      ) : (
                        value(r, v)
                      )}
                    </Box>
                  ))}
                </Box>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Container>
  );
}
