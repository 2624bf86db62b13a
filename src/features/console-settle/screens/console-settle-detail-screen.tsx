import { Badge, Box, Button, Flex, Grid, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { DOCUMENTS } from '../../../../machines/store-application/store-application.rules.ts';
import { DataTable, Td } from '../../../shared/ui/data-table.tsx';
import { Facts, Section } from '../../../shared/ui/facts.tsx';
import { recordPending } from '../../../shared/ui/record-pending.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { useQueryParam } from '../../../shared/use-query-param.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { useConsoleSettleDetail } from '../use-console-settle-detail.ts';
import '../locales/index.ts';

/** Where the application page links to; the console app's route table builds them. */
export interface ConsoleSettleDetailLinks {
  settle(): string;
}

const STATUS_PALETTE = { reviewing: 'orange', rejected: 'red', approved: 'green' } as const;
const LOG_COLUMNS = ['at', 'actor', 'event', 'change', 'remark'] as const;

/**
 * One store application in the console (/vp/settle/detail?id=): every field, the four documents (each
 * opens full size in a new tab), the audit remarks and the log of every step with who took it and when;
 * while under review, 通过 (after a confirmation) and 驳回 (with remarks the applicant sees).
 */
export function ConsoleSettleDetailPage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: ConsoleSettleDetailLinks;
}) {
  const { t } = useTranslation('consoleSettle');
  const detail = useConsoleSettleDetail(shopId, useQueryParam('id'), onSessionLost);
  const { application: a } = detail;

  const back = (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink href={links.settle()}>{t('detail.back')}</RouterLink>
    </Link>
  );
  const pending = recordPending({
    back,
    loaded: a !== null,
    isNotFound: detail.isNotFound,
    notFoundText: t('detail.notFound'),
    loadFailed: detail.loadFailed,
    error: detail.error,
    retry: detail.retry,
    retryLabel: t('app.retry'),
  });
  if (pending || !a) return pending;

  const lifecycle = (status: string) => t(`lifecycle.${status}`, { defaultValue: status });
  const data = (value: string) => <span data-content>{value}</span>;
  return (
    <Stack gap="4">
      {back}
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="lg">
            {t('detail.title')}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[a.status]} size="lg" data-testid="settle-status">
            {t(`tabs.${a.status}`)}
          </Badge>
          {a.expedited && a.status === 'reviewing' && (
            <Badge colorPalette="red" variant="solid" size="lg">
              {t('expedited')}
            </Badge>
          )}
        </Flex>
        {detail.decisions.length > 0 && (
          <Flex role="group" aria-label={t('detail.actions')} gap="2" wrap="wrap">
            {detail.decisions.map((d) => (
              <Button
                key={d}
                size="sm"
                aria-haspopup="dialog"
                variant={d === 'REJECT' ? 'outline' : 'solid'}
                colorPalette={d === 'REJECT' ? 'red' : 'brand'}
                onClick={() => detail.request(d)}
              >
                {t(`decisions.${d}.button`)}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
      {detail.error && detail.confirming === null && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {detail.error}
        </Text>
      )}
      <Section title={t('detail.facts')} id="settle-facts">
        <Facts
          items={[
            [t('detail.storeName'), data(a.storeName)],
            [t('detail.storeType'), t(`storeTypes.${a.storeType}`)],
            [t('detail.companyName'), data(a.companyName)],
            [t('detail.applicant'), data(a.applicantName)],
            [t('detail.contactName'), data(a.contactName)],
            [t('detail.contactPhone'), a.contactPhone],
            [t('detail.area'), data(a.areaName)],
            [t('detail.address'), data(a.address)],
            [t('detail.description'), data(a.description)],
            [t('detail.submittedAt'), formatTime(a.submittedAt)],
            a.decidedAt !== null && [t('detail.decidedAt'), formatTime(a.decidedAt)],
            [t('detail.revision'), t('detail.revisionValue', { n: a.revision })],
            a.storeId !== null && [t('detail.storeId'), String(a.storeId)],
            a.auditRemark !== '' && [
              t('detail.auditRemark'),
              <span data-content data-testid="settle-remark">
                {a.auditRemark}
              </span>,
            ],
          ]}
        />
      </Section>
      <Section title={t('detail.documents')} id="settle-documents">
        <Grid as="ul" listStyleType="none" templateColumns="repeat(auto-fill, minmax(12.5rem, 1fr))" gap="3">
          {DOCUMENTS.map((kind) => {
            const name = t(`detail.documentNames.${kind}`);
            return (
              <Box as="li" key={kind}>
                <Box as="figure" m="0">
                  <Link
                    href={a.documentUrls[kind]}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('detail.openDocument', { name })}
                    display="block"
                    borderWidth="1px"
                    borderRadius="md"
                    bg="bg.muted"
                  >
                    <Image
                      src={a.documentUrls[kind]}
                      alt={name}
                      htmlWidth={200}
                      htmlHeight={140}
                      w="full"
                      h="140px"
                      fit="contain"
                    />
                  </Link>
                  <Text as="figcaption" fontSize="sm" mt="1" textAlign="center">
                    {name}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Grid>
      </Section>
      <Section title={t('detail.log')} id="settle-log">
        <DataTable
          caption={t('detail.logCaption')}
          columns={LOG_COLUMNS.map((c) => t(`detail.logColumns.${c}`))}
        >
          <tbody>
            {a.log.map((e, i) => (
              <tr key={`${e.createdAt}-${i}`}>
                <Td whiteSpace="nowrap">{formatTime(e.createdAt)}</Td>
                <Td data-content>{e.actorName}</Td>
                <Td whiteSpace="nowrap">{t(`detail.events.${e.event}`)}</Td>
                <Td whiteSpace="nowrap">
                  {e.fromStatus === null || e.fromStatus === e.toStatus
                    ? lifecycle(e.toStatus)
                    : t('detail.change', { from: lifecycle(e.fromStatus), to: lifecycle(e.toStatus) })}
                </Td>
                <Td minW="12rem" data-content>
                  {e.remark}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Section>
      {detail.confirming && <DecisionDialog key={detail.confirming} detail={detail} />}
    </Stack>
  );
}
