import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { termsEn } from '../../../i18n/locales/terms.en.ts';
import { termsZhCN, type TermsMessages } from '../../../i18n/locales/terms.zh_CN.ts';

// The legal texts load with this page only.
i18next.addResourceBundle('zh_CN', 'translation', { terms: termsZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { terms: termsEn }, true, false);

/** /terms-page: sts=0 the terms of service, sts=1 the privacy policy (spec §2). */
export function TermsPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const which = new URLSearchParams(search).get('sts') === '1' ? 'privacy' : 'service';
  const sections = t(`terms.${which}.sections`, {
    returnObjects: true,
  }) as TermsMessages['service']['sections'];
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
