import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { welfareZoneHref } from '../../../../machines/catalog/welfare.machine.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useWelfare } from '../use-welfare.ts';

/**
 * The bar above every welfare page (spec §2 /welfare/*, `isWelfare=1`): the 福利专区 title, links to the
 * welfare goods and to each zone holding welfare goods (`currentZoneId` marks the page shown, null for the
 * goods), and the visitor's welfare points.
 */
export function WelfareBar({ domain, currentZoneId }: { domain: string; currentZoneId: number | null }) {
  const { t } = useTranslation('catalog');
  const shell = useShell();
  const welfare = useWelfare(shell.isLoggedIn, shell.normalisedUserType);
  const links = [
    { key: 'goods', href: `/${domain}/welfare/list`, label: t('welfare.allGoods'), current: !currentZoneId },
    ...welfare.zones.map((z) => ({
      key: String(z.id),
      href: welfareZoneHref(z, domain),
      label: z.name,
      current: z.id === currentZoneId,
    })),
  ];

  return (
    <Flex
      as="section"
      aria-label={t('welfare.title')}
      bg="brand.subtle"
      borderRadius="md"
      p="4"
      mb="4"
      gap="4"
      align="center"
      justify="space-between"
      wrap="wrap"
    >
      <Stack gap="1">
        <Text fontSize="xl" fontWeight="bold" color="brand.fg">
          {t('welfare.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('welfare.tagline')}
        </Text>
      </Stack>
      <Flex as="nav" aria-label={t('welfare.nav')} gap="4" wrap="wrap">
        {links.map((l) => (
          <NavLink key={l.key} href={l.href} aria-current={l.current ? 'page' : undefined}>
            <Text as="span" fontWeight={l.current ? 'bold' : 'normal'}>
              {l.label}
            </Text>
          </NavLink>
        ))}
      </Flex>
      <Box aria-live="polite" fontSize="sm">
        {welfare.scoreStatus === 'shown' && (
          <Text fontWeight="bold">{t('welfare.score', { score: welfare.score })}</Text>
        )}
        {welfare.scoreStatus === 'loading' && <Text color="fg.muted">{t('welfare.scoreLoading')}</Text>}
        {welfare.scoreStatus === 'failed' && (
          <Flex gap="2" align="center">
            <Text color="fg.error">{t('welfare.scoreError')}</Text>
            <Button size="xs" variant="outline" onClick={welfare.retryScore}>
              {t('app.retry')}
            </Button>
          </Flex>
        )}
        {welfare.scoreStatus === 'anonymous' && (
          <Button size="sm" variant="outline" onClick={welfare.logIn}>
            {t('welfare.scoreLogin')}
          </Button>
        )}
      </Box>
    </Flex>
  );
}
