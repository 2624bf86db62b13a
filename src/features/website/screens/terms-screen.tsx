import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { websiteZhCN } from '../locales/zh_CN.ts';
import '../locales/index.ts';

// The legal texts load with this page only.

/** /terms-page: sts=0 the terms of service, sts=1 the privacy policy (spec §2). */
export function TermsPage() {
  const { t } = useTranslation('website');
  const search = useSearch();
  const [, navigate] = useLocation();
  const which = new URLSearchParams(search).get('sts') === '1' ? 'privacy' : 'service';
  const sections = t(`terms.${which}.sections`, {
    returnObjects: true,
  }) as (typeof websiteZhCN)['terms']['service']['sections'];
  return (
    <Container as="main" id="main" maxW="3xl" py="10">
      <HStack gap="2" mb="6" role="tablist" aria-label={t('terms.tabs')}>
        {(['service', 'privacy'] as const).map((doc, i) => (
          <Button
            key={doc}
            role="tab"
            size="sm"
            aria-selected={which === doc}
            variant={which === doc ? 'solid' : 'outline'}
            onClick={() => navigate(`/terms-page?sts=${i}`, { replace: true })}
          >
            {t(`terms.${doc}.title`)}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel">
        <Heading as="h1" size="2xl" mb="6">
          {t(`terms.${which}.title`)}
        </Heading>
        {sections.map((s) => (
          <Box as="section" key={s.heading} mb="5">
            <Heading as="h2" size="md" mb="2">
              {s.heading}
            </Heading>
            <Text lineHeight="tall">{s.body}</Text>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
