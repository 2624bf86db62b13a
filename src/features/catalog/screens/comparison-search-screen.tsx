import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { routes } from '../../../shared/routes.ts';
import { useComparisonSearch } from '../use-comparison-search.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

/** /{domain}/comparison/search: search goods and build the comparison list of at most four (spec §2). */
export function ComparisonSearchPage({ domain }: { domain: string }) {
  const { t } = useTranslation('catalog');
  const comparison = useComparisonSearch();
  const price = (p: string | null) =>
    p === null ? formatPrice(null) : t('goods:price.yuan', { price: formatPrice(p) });

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('zones.comparison.searchTitle')}
      </Heading>
      <form
        role="search"
        aria-label={t('zones.comparison.searchTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          comparison.submitSearch();
        }}
      >
        <HStack gap="2" mb="4" maxW="lg">
          <Input
            aria-label={t('zones.comparison.keyword')}
            placeholder={t('zones.comparison.keyword')}
            value={comparison.keyword}
            onChange={(e) => comparison.changeKeyword(e.target.value)}
          />
          <Button type="submit">{t('zones.comparison.search')}</Button>
        </HStack>
      </form>

      <Box
        as="section"
        aria-label={t('zones.comparison.list')}
        borderWidth="1px"
        borderRadius="md"
        p="4"
        mb="4"
      >
        <Flex justify="space-between" align="center" mb="2" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t('zones.comparison.list')}
          </Heading>
          <HStack gap="3">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('zones.comparison.listCount', { count: comparison.items.length })}
            </Text>
            {comparison.canStartComparison && (
              <NavLink href={`/${domain}/make-comparison`}>{t('zones.comparison.start')}</NavLink>
            )}
          </HStack>
        </Flex>
        {comparison.listFailed ? (
          <HStack role="alert">
            <Text>{t('http.networkAbnormal')}</Text>
            <Button size="sm" onClick={comparison.retryList}>
              {t('app.retry')}
            </Button>
          </HStack>
        ) : (
          <Stack as="ul" aria-label={t('zones.comparison.list')} listStyleType="none" gap="2">
            {comparison.items.map((i) => (
              <HStack as="li" key={i.skuId} gap="3">
                <Image src={i.mainImgUrl} alt="" boxSize="10" />
                <Text flex="1" lineClamp={1}>
                  {i.name}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={comparison.isBusy}
                  aria-label={`${t('zones.comparison.remove')} ${i.name}`}
                  onClick={() => comparison.remove(i.skuId)}
                >
                  {t('zones.comparison.remove')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        {comparison.listFull && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('zones.comparison.listFull')}
          </Text>
        )}
      </Box>

      {comparison.searchFailed ? (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={comparison.retrySearch}>{t('app.retry')}</Button>
        </Flex>
      ) : comparison.isSearching ? (
        <LoadingBlock py="16" />
      ) : comparison.isEmpty ? (
        <Text textAlign="center" py="16" color="fg.muted">
          {t('zones.empty')}
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          aria-label={t('zones.comparison.results')}
          columns={{ base: 2, md: 3, lg: 4 }}
          gap="4"
          listStyleType="none"
        >
          {comparison.results.map(({ sku, listed, canAdd }) => (
            <Box as="li" key={sku.skuId} borderWidth="1px" borderRadius="md" p="3">
              <article>
                <NavLink href={routes.detail.href(domain, sku.skuId)}>
                  <Image
                    src={sku.mainImgUrl}
                    alt=""
                    aspectRatio="1"
                    w="full"
                    objectFit="contain"
                    loading="lazy"
                  />
                </NavLink>
                <Text color="fg.error" fontWeight="bold">
                  {price(sku.price)}
                </Text>
                <Heading as="h3" size="sm" fontWeight="normal" lineClamp={2} my="1">
                  {sku.name}
                </Heading>
                {listed ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('zones.comparison.added')}
                  </Text>
                ) : (
                  canAdd && (
                    <Button
                      size="sm"
                      aria-label={`${t('zones.comparison.add')} ${sku.name}`}
                      onClick={() => comparison.add(sku.skuId)}
                    >
                      {t('zones.comparison.add')}
                    </Button>
                  )
                )}
              </article>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
