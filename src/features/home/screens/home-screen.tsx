import { Box, Button, Container, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useHome } from '../use-home.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { useMainContentPainted, useMarkMainContent } from '../../../shared/main-content.ts';

// Floors, hot goods, zones and notices come after the first paint, in a chunk of their own.
const HomeFloors = lazy(() =>
  import('../components/home-floors.tsx').then((m) => ({ default: m.HomeFloors })),
);

/** /{domain}/index: banners and the shop's featured content below the always-open category menu (spec §2). */
export function HomePage({ shopId, shopName, domain }: { shopId: string; shopName: string; domain: string }) {
  const { t } = useTranslation('home');
  const home = useHome(shopId);
  useMarkMainContent(!home.isLoading);
  // The floors below the banners load once the banners have painted (main-content.ts).
  const mainPainted = useMainContentPainted();

  if (home.isLoading) {
    return <LoadingBlock py="20" />;
  }
  if (home.loadFailed) {
    return (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={home.retry}>{t('app.retry')}</Button>
      </Flex>
    );
  }
  return (
    <Container maxW="6xl" py="6">
      {/* On wide screens the always-open category menu covers the container's first 14rem down to 433 px
          below the menu bar: the banners and hot words sit beside it, the floors below take the full width. */}
      <Box ps={{ base: '0', lg: '60' }} minH={{ lg: '26rem' }}>
        <Heading as="h1" size="2xl" mb="4" data-content>
          {shopName}
        </Heading>
        <Box as="section" aria-labelledby="banners" mb="6">
          <Heading as="h2" size="md" id="banners" mb="2">
            {t('home.banners')}
          </Heading>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
            {home.banners.map((b, i) => {
              // Banners are 3:1 (1200×400): the space is kept before the picture arrives. The first is what
              // paints largest (the server preloads it); those below the fold load as they come near.
              const image = (
                <Image
                  src={b.imgUrl}
                  alt={b.title}
                  width={1200}
                  height={400}
                  w="full"
                  h="auto"
                  aspectRatio="3 / 1"
                  objectFit="cover"
                  borderRadius="md"
                  fetchPriority={i === 0 ? 'high' : undefined}
                  loading={i < 2 ? undefined : 'lazy'}
                />
              );
              // A path is inside the shop (/list?pn=…); an absolute URL opens in a new tab.
              if (b.link?.kind === 'shop')
                return (
                  <NavLink key={b.id} href={`/${domain}${b.link.path}`}>
                    {image}
                  </NavLink>
                );
              if (b.link?.kind === 'external')
                return (
                  <NavLink key={b.id} href={b.link.href} external newTab>
                    {image}
                  </NavLink>
                );
              return <Box key={b.id}>{image}</Box>;
            })}
          </Box>
        </Box>
        <Box as="section" aria-labelledby="hot-words">
          <Heading as="h2" size="md" id="hot-words" mb="2">
            {t('home.hotWords')}
          </Heading>
          <Flex gap="2" wrap="wrap" data-content>
            {home.hotWords.map((word) => (
              <NavLink
                key={word}
                href={routes.list.href(domain, { pn: word })}
                px="2"
                py="1"
                bg="bg.muted"
                borderRadius="md"
                fontSize="sm"
              >
                {word}
              </NavLink>
            ))}
          </Flex>
        </Box>
      </Box>
      <Suspense fallback={null}>{mainPainted && <HomeFloors shopId={shopId} domain={domain} />}</Suspense>
    </Container>
  );
}
