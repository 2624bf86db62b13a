import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../../../features/website/components/content-status.tsx';
import { useAboutPage } from '../../../features/website/use-website-flows.ts';

/** /{domain}/about (spec §2: HBKY only): the shop's introduction as plain paragraphs. */
export function AboutPage() {
  const { t } = useTranslation();
  const [snapshot, send] = useAboutPage();
  const about = snapshot.context.data;
  return (
    <Container maxW="4xl" py="6">
      <ContentStatus
        snapshot={snapshot}
        onRetry={() => send({ type: 'content.retry' })}
        notFound={t('notFound.title')}
      >
        {() =>
          about && (
            <>
              <Heading as="h1" size="xl" mb="6">
                {about.title || t('website.about.title')}
              </Heading>
              <Stack gap="3">
                {about.paragraphs.map((p, i) => (
                  <Text key={i} lineHeight="tall">
                    {p}
                  </Text>
                ))}
              </Stack>
            </>
          )
        }
      </ContentStatus>
    </Container>
  );
}
