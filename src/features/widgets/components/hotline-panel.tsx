import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HotlineApi } from '../../../../machines/widgets/hotline.connect.ts';

/** The consulting-hotline popup: supplier lines, then operator lines (spec §2, §3). */
export function HotlinePanel({ hotline }: { hotline: HotlineApi }) {
  const { t } = useTranslation('widgets');
  return (
    <Box
      role="dialog"
      aria-labelledby="hotline-title"
      position="absolute"
      right={{ base: '2', xl: '100%' }}
      top={{ base: 'auto', xl: '0' }}
      bottom={{ base: '100%', xl: 'auto' }}
      me={{ base: '0', xl: '2' }}
      mb={{ base: '2', xl: '0' }}
      w="xs"
      maxW="calc(100vw - 1rem)"
      maxH="400px"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      p="3"
      onKeyDown={(e) => e.key === 'Escape' && hotline.close()}
    >
      <Heading as="h2" size="sm" id="hotline-title" mb="2">
        {t('hotline')}
      </Heading>
      {hotline.isLoading && <Text role="status">{t('app.loading')}</Text>}
      {hotline.loadFailed && (
        <Button size="xs" onClick={hotline.retry}>
          {t('app.retry')}
        </Button>
      )}
      {hotline.groups.map((g) => (
        <Box key={g.key} mb="3">
          <Text fontWeight="bold" fontSize="sm" mb="1">
            {t(`${g.key}`)}
          </Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {g.lines.map((line) => (
              <Box as="li" key={line.id} fontSize="sm">
                <Text>{line.lineBidderName}</Text>
                <Text color="fg.muted">
                  {line.contactName} <a href={`tel:${line.linePhone}`}>{line.linePhone}</a>
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
