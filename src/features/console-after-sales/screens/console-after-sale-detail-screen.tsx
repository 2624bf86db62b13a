import { Badge, Box, Button, Flex, Heading, Image, Link, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearch } from 'wouter';
import { recordPending } from '../../../shared/ui/record-pending.tsx';
import '../../../shared/ui/order-texts.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { Facts, Section } from '../../../shared/ui/facts.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { useConsoleAfterSaleDetail } from '../use-console-after-sale-detail.ts';
import '../locales/index.ts';

/** Where the request page links to; the console app's route table builds them (no order link without the orders menu). */
export interface ConsoleAfterSaleDetailLinks {
  afterSales(): string;
  orderDetail: ((orderNo: string) => string) | null;
}

/**
 * One after-sales request in the console (/vp/after-sales/detail?afsNo=): what the buyer asked for and
 * why, the refund, the history, and the seller's decisions the request allows now (同意, 拒绝 with a
 * reason, 确认收到退货).
 */
export function ConsoleAfterSaleDetailPage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: ConsoleAfterSaleDetailLinks;
}) {
  const { t } = useTranslation('consoleAfterSales');
  const afsNo = new URLSearchParams(useSearch()).get('afsNo');
  const detail = useConsoleAfterSaleDetail(shopId, afsNo, onSessionLost);
  const { afs } = detail;

  const back = (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink href={links.afterSales()}>{t('detail.back')}</RouterLink>
    </Link>
  );
  const pending = recordPending({
    back,
    loaded: afs !== null,
    isNotFound: detail.isNotFound,
    notFoundText: t('detail.notFound'),
    loadFailed: detail.loadFailed,
    error: detail.error,
    retry: detail.retry,
    retryLabel: t('app.retry'),
  });
  if (pending || !afs) return pending;

  const yuan = (amount: string) => t('yuan', { amount });
  return (
    <Stack gap="4">
      {back}
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="lg">
            {t('detail.title')}
          </Heading>
          <Badge colorPalette="brand" size="lg" data-testid="afs-status">
            {t(`statuses.${afs.status}`)}
          </Badge>
        </Flex>
        {detail.decisions.length > 0 && (
          <Flex role="group" aria-label={t('detail.actions')} gap="2" wrap="wrap">
            {detail.decisions.map((d) => (
              <Button
                key={d}
                size="sm"
                aria-haspopup="dialog"
                variant={d === 'refuse' ? 'outline' : 'solid'}
                colorPalette={d === 'refuse' ? 'red' : 'brand'}
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
      <Section title={t('detail.facts')} id="afs-facts">
        <Facts
          items={[
            [t('detail.afsNo'), <span data-testid="afs-no">{afs.afsNo}</span>],
            [
              t('detail.orderNo'),
              links.orderDetail ? (
                <Link asChild color="brand.fg">
                  <RouterLink href={links.orderDetail(afs.orderNo)}>{afs.orderNo}</RouterLink>
                </Link>
              ) : (
                afs.orderNo
              ),
            ],
            [t('detail.store'), afs.storeName],
            [t('detail.kind'), t(`kinds.${afs.kind}`)],
            [t('detail.goods'), afs.name],
            [t('detail.quantity'), afs.quantity],
            [t('detail.amount'), yuan(afs.amount)],
            [t('detail.reason'), afs.reason],
            afs.instructions !== '' && [t('detail.instructions'), afs.instructions],
            afs.phone !== '' && [t('detail.phone'), afs.phone],
            [t('detail.createdAt'), formatTime(afs.createdAt)],
            afs.answerDueAt !== null &&
              afs.status === 'applied' && [t('detail.answerDueAt'), formatTime(afs.answerDueAt)],
            afs.returnDueAt !== null &&
              afs.status === 'awaitingReturn' && [t('detail.returnDueAt'), formatTime(afs.returnDueAt)],
            afs.returnWaybill !== null && [
              t('detail.returnLogistics'),
              `${afs.returnCourier ?? ''} ${afs.returnWaybill}`,
            ],
            afs.refuseReason !== null && [t('detail.refuseReason'), afs.refuseReason],
            afs.refund !== null && [
              t('detail.refund'),
              t('detail.refundLine', {
                method: t(`order:payMethods.${afs.refund.method}`),
                amount:
                  afs.refund.method === 'points'
                    ? t('detail.refundPoints', { points: afs.refund.points })
                    : yuan(afs.refund.amount),
                status: t(`detail.refundStatus.${afs.refund.status}`),
              }),
            ],
            afs.refund !== null &&
              afs.refund.offline !== null && [
                t('detail.refundOffline'),
                t('detail.refundOfflineLine', {
                  account: afs.refund.offline.account,
                  reference: afs.refund.offline.reference,
                  time: formatTime(afs.refund.offline.at),
                }),
              ],
            afs.refundedAt !== null && [t('detail.refundedAt'), formatTime(afs.refundedAt)],
          ]}
        />
        {afs.refund?.status === 'pending' && afs.refund.failure !== null && (
          <Text role="status" color="fg.warning" fontSize="sm" mt="3">
            {t('detail.refundFailure', { reason: afs.refund.failure })}
          </Text>
        )}
        {afs.pictures.length > 0 && (
          <Flex gap="2" mt="3" wrap="wrap" aria-label={t('detail.pictures')} role="group">
            {afs.pictures.map((src, i) => (
              <Image
                key={src}
                src={src}
                alt={t('detail.picture', { n: i + 1 })}
                boxSize="20"
                objectFit="cover"
                borderRadius="sm"
              />
            ))}
          </Flex>
        )}
      </Section>
      <Section title={t('detail.timeline')} id="afs-timeline">
        <List.Root recipe={listSlotRecipe} as="ol" gap="2" fontSize="sm">
          {afs.events.map((e, i) => (
            <List.Item key={`${e.at}-${i}`} listStyleType="none">
              <Box>
                <Text as="span" color="fg.muted" me="2">
                  {formatTime(e.at)}
                </Text>
                <Text as="span" fontWeight="medium" me="2">
                  {t(`detail.actors.${e.actor}`)}
                </Text>
                {t(`detail.events.${e.event}`, { defaultValue: t(`statuses.${e.toStatus}`) })}
              </Box>
              {e.note !== '' && (
                <Text color="fg.muted" ps="4">
                  {e.note}
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      </Section>
      {detail.confirming && <DecisionDialog detail={detail} />}
    </Stack>
  );
}
