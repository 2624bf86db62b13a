import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Image,
  List,
  SimpleGrid,
  Spinner,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useHome } from '../../../features/storefront/use-home.ts';

/** /{domain}/index: the shop's home (spec §2). */
export function HomePage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = useHome(domain);
  const { shop, content } = snapshot.context;

  if (snapshot.hasTag('loading')) {
    return (
      <Flex justify="center" py="20" role="status" aria-live="polite">
        <Spinner size="lg" aria-hidden />
        <Text ms="3">{t('app.loading')}</Text>
      </Flex>
    );
  }
  if (snapshot.hasTag('error')) {
    return (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={() => send({ type: 'home.retry' })}>{t('app.retry')}</Button>
      </Flex>
    );
  }
  if (!shop || !content) return null;

  return (
    <Container maxW="6xl" py="6" as="main" id="main">
      <Text color="fg.muted" fontSize="sm">
        {content.welcome}
      </Text>
      <Heading as="h1" size="2xl" my="4">
        {shop.shopName}
      </Heading>

      <Box as="section" aria-labelledby="hot-words" mb="6">
        <Heading as="h2" size="md" id="hot-words" mb="2">
          {t('home.hotWords')}
        </Heading>
        <Wrap gap="2">
          {content.hotWords.map((word) => (
            <Text as="span" key={word} px="2" py="1" bg="bg.muted" borderRadius="md" fontSize="sm">
              {word}
            </Text>
          ))}
        </Wrap>
      </Box>

      <Box as="section" aria-labelledby="banners" mb="6">
        <Heading as="h2" size="md" id="banners" mb="2">
          {t('home.banners')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {content.banners.map((b) => (
            <Image key={b.id} src={b.imgUrl} alt={b.title} borderRadius="md" />
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="categories">
        <Heading as="h2" size="md" id="categories" mb="2">
          {t('home.categories')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {content.categories.map((c) => (
            <Box key={c.id} borderWidth="1px" borderRadius="md" p="3">
              <Flex align="center" gap="2" mb="2">
                <Image src={c.icon} alt="" boxSize="6" />
                <Heading as="h3" size="sm">
                  {c.name}
                </Heading>
              </Flex>
              <List.Root variant="plain" fontSize="sm" color="fg.muted">
                {c.children.map((s) => (
                  <List.Item key={s.id}>{s.name}</List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Text as="footer" mt="10" textAlign="center" color="fg.muted" fontSize="xs">
        {content.copyright}
      </Text>
    </Container>
  );
}
