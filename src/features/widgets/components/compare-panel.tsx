import { Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '../../../../machines/compare-panel.machine.ts';
import type { useWidgets } from '../use-widgets.ts';

/** The comparison side panel: up to four products, each removable (spec §2, §4, §5). */
export function ComparePanel({
  machine: [snapshot, send],
}: {
  machine: ReturnType<typeof useWidgets>['compare'];
}) {
  const { t } = useTranslation();
  const { items } = snapshot.context;
  return (
    <Box
      role="region"
      aria-labelledby="compare-title"
      position="absolute"
      right="100%"
      top="0"
      me="2"
      w="sm"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      p="3"
    >
      <Heading as="h2" size="sm" id="compare-title" mb="2">
        {t('widgets.compareTitle', { count: items.length, max: COMPARE_MAX })}
      </Heading>
      {snapshot.hasTag('loading') && <Text role="status">{t('app.loading')}</Text>}
      {snapshot.hasTag('error') && (
        <Button size="xs" onClick={() => send({ type: 'compare.retry' })}>
          {t('app.retry')}
        </Button>
      )}
      {!snapshot.hasTag('loading') && items.length === 0 && (
        <Text color="fg.muted">{t('widgets.compareEmpty')}</Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <Flex as="li" key={item.skuId} gap="2" align="center">
            <Image src={item.mainImgUrl} alt="" boxSize="10" />
            <Text fontSize="sm" flex="1" lineClamp={2}>
              {item.name}
            </Text>
            <Button
              size="2xs"
              variant="outline"
              disabled={snapshot.hasTag('busy')}
              aria-label={t('widgets.compareDelete', { name: item.name })}
              onClick={() => send({ type: 'compare.delete', skuId: item.skuId })}
            >
              {t('widgets.delete')}
            </Button>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
