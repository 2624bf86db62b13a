import { Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '../locales/index.ts';

/** A screen a later release builds (its route exists so links and the guard already work). */
export function ComingSoonPage() {
  const { t } = useTranslation('website');
  return (
    <Container maxW="6xl" py="16" textAlign="center">
      <Heading as="h1" size="xl" mb="3">
        {t('comingSoon.title')}
      </Heading>
      <Text color="fg.muted">{t('comingSoon.body')}</Text>
    </Container>
  );
}
