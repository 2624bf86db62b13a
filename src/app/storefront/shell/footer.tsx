import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../shared/shell-context.ts';

/** The footer (spec §2): the four slogans and the copyright text from the site config. */
export function Footer() {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <Box as="footer" mt="12" bg="bg.muted" py="8">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mb="6" textAlign="center" fontWeight="bold">
          {(['slogan1', 'slogan2', 'slogan3', 'slogan4'] as const).map((k) => (
            <Text key={k}>{t(`footer.${k}`)}</Text>
          ))}
        </SimpleGrid>
        <Text textAlign="center" fontSize="xs" color="fg.muted">
          {shell.webConfig?.copyrightCn}
        </Text>
      </Container>
    </Box>
  );
}
