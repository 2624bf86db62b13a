import { Badge, Box, Button, Flex, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { returnProblems, type AfterSaleDetail } from '../../../../machines/after-sales/after-sales.types.ts';
import type { AfterSaleDetailApi } from '../../../../machines/after-sales/after-sale-detail.connect.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { FactRows } from '../../../shared/ui/facts.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { routes } from '../../../shared/routes.ts';
import { useAfterSaleDetail, useMyAfterSales, useQueryParam } from '../hooks.ts';

const STATUS_PALETTE: Record<AfterSaleDetail['status'], string> = {
  applied: 'orange',
  awaitingReturn: 'orange',
  returnShipped: 'blue',
  refunding: 'blue',
  refunded: 'green',
  refused: 'red',
  withdrawn: 'gray',
  closed: 'gray',
};

function StatusBadge({ status }: { status: AfterSaleDetail['status'] }) {
  const { t } = useTranslation('afterSales');
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid="afs-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

function ReturnForm({ detail }: { detail: AfterSaleDetailApi }) {
  const { t } = useTranslation('afterSales');
  const [courier, setCourier] = useState('');
  const [waybill, setWaybill] = useState('');
  const [checked, setChecked] = useState(false);
  const problems = returnProblems(courier, waybill);
  const message = (key: string | undefined) => (checked && key ? t(`rules.${key}`) : null);
  return (
    <Box asChild borderWidth="1px" rounded="md" p="4">
      <form
        aria-labelledby="return-form-heading"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setChecked(true);
          if (Object.keys(problems).length === 0) detail.shipReturn(courier, waybill);
        }}
      >
        <Heading as="h2" size="md" id="return-form-heading" mb="3">
          {t('detail.shipTitle')}
        </Heading>
        <Stack gap="3" maxW="sm">
          <FormField label={t('detail.courier')} error={message(problems.courier)}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                maxLength={20}
                value={courier}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => setCourier(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('detail.waybill')} error={message(problems.waybill)}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                maxLength={30}
                value={waybill}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => setWaybill(e.target.value)}
              />
            )}
          </FormField>
          <Box>
            <Button type="submit" colorPalette="brand" loading={detail.isSending}>
              {t('detail.ship')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}

function Detail({ domain, afsNo }: { domain: string; afsNo: string | null }) {
  const { t } = useTranslation('afterSales');
  const detail = useAfterSaleDetail(afsNo);
  const d = detail.detail;
  if (detail.isNotFound) return <Text role="alert">{t('detail.notFound')}</Text>;
  if (detail.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert" py="10">
        <Text>{detail.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={detail.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (detail.isLoading || !d) return <LoadingBlock py="16" />;
  const method = (m: string | null) => (m ? t(`apply.methods.${m}`) : '');
  return (
    <Stack gap="4">
      <Flex borderWidth="1px" rounded="md" p="4" gap="4" wrap="wrap" align="start">
        <Stack flex="1" gap="2" minW="64">
          <HStack gap="3">
            <Text fontWeight="medium">{t(`kinds.${d.kind}`)}</Text>
            <StatusBadge status={d.status} />
          </HStack>
          {d.status === 'applied' && d.answerDueAt && (
            <Text fontSize="sm" color="fg.muted">
              {t('detail.answerDue', { time: formatTime(d.answerDueAt) })}
            </Text>
          )}
          {d.status === 'awaitingReturn' && d.returnDueAt && (
            <Text fontSize="sm" color="orange.fg">
              {t('detail.returnDue', { time: formatTime(d.returnDueAt) })}
            </Text>
          )}
          <FactRows
            rows={[
              [t('detail.afsNo'), <span data-testid="afs-no">{d.afsNo}</span>],
              [
                t('detail.orderNo'),
                <NavLink href={routes.orderDetail.href(domain, d.orderNo)}>{d.orderNo}</NavLink>,
              ],
              [
                t('detail.store'),
                <HStack gap="2" wrap="wrap">
                  <span>{d.storeName}</span>
                  <NavLink
                    href={routes.chat.href(domain, { storeId: d.storeId, orderNo: d.orderNo })}
                    fontSize="sm"
                    data-testid="afs-contact-service"
                  >
                    {t('detail.contactService')}
                  </NavLink>
                </HStack>,
              ],
              [t('detail.reason'), t(`reasons.${d.reason}`, { defaultValue: d.reason })],
              [t('detail.quantity'), d.quantity],
              [t('detail.amount'), `¥${d.amount}`],
              ...(d.instructions
                ? ([[t('detail.instructions'), d.instructions]] as Array<[string, ReactNode]>)
                : []),
              [t('detail.phone'), d.phone],
              [t('detail.createdAt'), formatTime(d.createdAt)],
              ...(d.refuseReason
                ? ([[t('detail.refuseReason'), d.refuseReason]] as Array<[string, ReactNode]>)
                : []),
              ...(d.refund
                ? ([
                    [
                      t('detail.refund'),
                      <span data-testid="afs-refund">
                        {d.refund.channel === 'offline'
                          ? t('detail.refundOffline', { amount: d.refund.amount })
                          : d.refund.method === 'points'
                            ? t('detail.refundPoints', { points: d.refund.points })
                            : t('detail.refundTo', {
                                amount: d.refund.amount,
                                method: method(d.refund.method),
                              })}
                        {' · '}
                        {d.refund.status === 'succeeded'
                          ? t('detail.refundDone')
                          : d.refund.failure !== null
                            ? t('detail.refundRetrying')
                            : t('detail.refundPending')}
                      </span>,
                    ],
                  ] as Array<[string, ReactNode]>)
                : []),
              // The offline variant: where the seller sent the money, and the transfer's reference.
              ...(d.refund?.offline
                ? ([
                    [t('detail.offlineAccount'), <span data-content>{d.refund.offline.account}</span>],
                    [
                      t('detail.offlineReference'),
                      <span data-testid="afs-offline-reference">{d.refund.offline.reference}</span>,
                    ],
                    [t('detail.offlineAt'), formatTime(d.refund.offline.at)],
                    ...(d.refund.offline.note
                      ? ([
                          [t('detail.offlineNote'), <span data-content>{d.refund.offline.note}</span>],
                        ] as Array<[string, ReactNode]>)
                      : []),
                  ] as Array<[string, ReactNode]>)
                : []),
              ...(d.returnWaybill
                ? ([[t('detail.returnShipped'), `${d.returnCourier ?? ''} ${d.returnWaybill}`]] as Array<
                    [string, ReactNode]
                  >)
                : []),
            ]}
          />
        </Stack>
        <Image src={d.mainImg} alt={d.name} boxSize="20" objectFit="cover" rounded="sm" />
        {detail.canWithdraw && (
          <Button variant="outline" onClick={detail.requestWithdraw}>
            {t('detail.withdraw')}
          </Button>
        )}
      </Flex>
      {detail.error && (
        <Text role="alert" color="fg.error">
          {detail.error}
        </Text>
      )}
      {d.returnAddress && (d.status === 'awaitingReturn' || d.status === 'returnShipped') && (
        <Box as="section" aria-labelledby="return-address-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="return-address-heading" mb="2">
            {t('detail.returnAddress')}
          </Heading>
          <Text fontSize="sm">{t('detail.returnTo', d.returnAddress)}</Text>
        </Box>
      )}
      {detail.canShipReturn && <ReturnForm detail={detail} />}
      {d.pictures.length > 0 && (
        <Box as="section" aria-labelledby="vouchers-heading" borderWidth="1px" rounded="md" p="4">
          <Heading as="h2" size="md" id="vouchers-heading" mb="2">
            {t('detail.vouchers')}
          </Heading>
          <Flex gap="2" wrap="wrap">
            {d.pictures.map((url, i) => (
              <Image
                key={url}
                src={url}
                alt={t('detail.voucher', { n: i + 1 })}
                boxSize="20"
                objectFit="cover"
              />
            ))}
          </Flex>
        </Box>
      )}
      <Box as="section" aria-labelledby="afs-history-heading" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" id="afs-history-heading" mb="2">
          {t('detail.history')}
        </Heading>
        <Stack as="ol" listStyleType="none" gap="1" borderLeftWidth="2px" ps="3">
          {[...d.events].reverse().map((e, i) => (
            <Box as="li" key={i} fontSize="sm">
              <Text as="span" color="fg.muted" me="2">
                {formatTime(e.at)}
              </Text>
              {t(`actors.${e.actor}`)} · {t(`events.${e.event}`, { defaultValue: e.event })}
              {e.note && e.event !== 'APPLY' ? t('detail.note', { note: e.note }) : ''}
            </Box>
          ))}
        </Stack>
      </Box>
      {detail.isConfirmingWithdraw && (
        <ModalDialog
          role="alertdialog"
          title={t('detail.withdrawTitle')}
          titleId="withdraw-title"
          describedBy="withdraw-body"
          onDismiss={detail.dismissWithdraw}
          width="26rem"
        >
          <Text id="withdraw-body" mb="4">
            {t('detail.withdrawBody')}
          </Text>
          <Flex gap="2" justify="end">
            <Button variant="outline" size="sm" disabled={detail.isSending} onClick={detail.dismissWithdraw}>
              {t('detail.keep')}
            </Button>
            <Button colorPalette="red" size="sm" loading={detail.isSending} onClick={detail.confirmWithdraw}>
              {t('detail.withdrawOk')}
            </Button>
          </Flex>
        </ModalDialog>
      )}
    </Stack>
  );
}

/** afs-detail?afsNo= (and uc-afslogistics): one request, its history, withdraw, the return's logistics. */
export function AfterSaleDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation('afterSales');
  const afsNo = useQueryParam('afsNo');
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {t('detail.title')}
        </Heading>
        <NavLink href={routes.userCenterPage.href(domain, 'uc-aftersales')} fontSize="sm">
          {t('detail.backToList')}
        </NavLink>
      </Flex>
      <Detail key={afsNo ?? ''} domain={domain} afsNo={afsNo} />
    </Stack>
  );
}

/** uc-aftersales: the buyer's after-sales requests, newest first. */
export function MyAfterSalesPage({ domain }: { domain: string }) {
  const { t } = useTranslation('afterSales');
  const list = useMyAfterSales();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('list.title')}
      </Heading>
      {list.loadFailed ? (
        <Stack align="center" gap="3" role="alert" py="10">
          <Text>{list.error ?? t('http.networkAbnormal')}</Text>
          <Button onClick={list.retry}>{t('app.retry')}</Button>
        </Stack>
      ) : list.isLoading && list.records.length === 0 ? (
        <LoadingBlock py="16" />
      ) : list.records.length === 0 ? (
        <Text py="10" textAlign="center" color="fg.muted">
          {t('list.empty')}
        </Text>
      ) : (
        <Stack gap="3" aria-busy={list.isLoading}>
          {list.records.map((r) => (
            <Box as="article" key={r.afsNo} aria-labelledby={`afs-${r.afsNo}`} borderWidth="1px" rounded="md">
              <Flex bg="bg.muted" px="4" py="2" gap="3" wrap="wrap" fontSize="sm" align="center">
                <Text color="fg.muted">{formatTime(r.createdAt)}</Text>
                <Text id={`afs-${r.afsNo}`}>
                  {t('list.afsNo')}
                  {r.afsNo}
                </Text>
                <Text>
                  {t('list.orderNo')}
                  {r.orderNo}
                </Text>
                <Text fontWeight="medium">{r.storeName}</Text>
                <Box ms="auto">
                  <StatusBadge status={r.status} />
                </Box>
              </Flex>
              <Flex p="4" gap="3" align="center" wrap="wrap">
                <Image src={r.mainImg} alt="" boxSize="14" objectFit="cover" rounded="sm" />
                <Box flex="1" minW="40">
                  <Text lineClamp={2}>{r.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`kinds.${r.kind}`)} · ×{r.quantity} · {t('list.amount', { amount: r.amount })}
                  </Text>
                </Box>
                <Button asChild size="sm" variant="outline">
                  <NavLink
                    href={routes.afterSaleDetail.href(domain, r.afsNo)}
                    aria-describedby={`afs-${r.afsNo}`}
                  >
                    {t('list.detail')}
                  </NavLink>
                </Button>
              </Flex>
            </Box>
          ))}
          <Pagination page={list.page} count={list.pageCount} canGo={list.canGo} onGo={list.goToPage} />
        </Stack>
      )}
    </Stack>
  );
}
