import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { useWidgets } from '../use-widgets.ts';

/** The consulting-hotline popup: supplier lines, then operator lines (spec §2, §3). */
export function HotlinePanel({
  machine: [snapshot, send],
}: {
  machine: ReturnType<typeof useWidgets>['hotline'];
}) {
  const { t } = useTranslation();
  const groups = [
    { key: 'supplierLines', lines: snapshot.context.lines.filter((l) => l.isSupplier === 1) },
    { key: 'operatorLines', lines: snapshot.context.lines.filter((l) => l.isSupplier === 0) },
  ] as const;
  return (
    <Box
      role="dialog"
      aria-labelledby="hotline-title"
      position="absolute"
      right="100%"
      top="0"
      me="2"
      w="xs"
      maxH="400px"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      p="3"
      onKeyDown={(e) => e.key === 'Escape' && send({ type: 'hotline.close' })}
    >
      <Heading as="h2" size="sm" id="hotline-title" mb="2">
        {t('widgets.hotline')}
      </Heading>
      {snapshot.hasTag('loading') && <Text role="status">{t('app.loading')}</Text>}
      {snapshot.hasTag('error') && (
        <Button size="xs" onClick={() => send({ type: 'hotline.retry' })}>
          {t('app.retry')}
        </Button>
      )}
      {snapshot.matches('open') &&
        groups.map((g) =>
          g.lines.length === 0 ? null : (
            <Box key={g.key} mb="3">
              <Text fontWeight="bold" fontSize="sm" mb="1">
                {t(`widgets.${g.key}`)}
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
          ),
        )}
    </Box>
  );
}
