import { Badge, Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { InvoiceDetailApi } from '../../../../machines/invoices/invoice-detail.connect.ts';
import {
  INVOICE_CONTENTS,
  INVOICE_KINDS,
  INVOICE_STATES,
  invoiceProblems,
  PERSONAL_TITLE,
  TITLE_MAX,
  type InvoiceOrder,
  type InvoiceState,
} from '../../../../machines/invoices/invoices.types.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { FactRows } from '../../../shared/ui/facts.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { routes } from '../../../shared/routes.ts';
import { useInvoiceDetail, useMyInvoices, useQueryParam } from '../hooks.ts';

const PALETTE: Record<InvoiceState, string> = { none: 'gray', applying: 'orange', invoiced: 'green' };

function StateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge colorPalette={PALETTE[state]} data-testid="invoice-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** uc-invoice: the buyer's paid orders with their invoice state, filtered by state. */
export function MyInvoicesPage({ domain }: { domain: string }) {
  const { t } = useTranslation('invoices');
  const list = useMyInvoices();
  const filters: Array<InvoiceState | null> = [null, ...INVOICE_STATES];
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      <Flex role="group" aria-label={t('filterLabel')} gap="2" wrap="wrap">
        {filters.map((s) => (
          <Button
            key={s ?? 'all'}
            size="sm"
            variant={list.status === s ? 'solid' : 'outline'}
            aria-pressed={list.status === s}
            onClick={() => list.setStatus(s)}
          >
            {t(`filters.${s ?? 'all'}`)}
          </Button>
        ))}
      </Flex>
      {list.isLoading ? (
        <LoadingBlock />
      ) : list.loadFailed ? (
        <Stack align="start" role="alert">
          <Text>{list.error}</Text>
          <Button size="sm" onClick={list.retry}>
            {t('list.retry')}
          </Button>
        </Stack>
      ) : list.records.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {t('list.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
          {list.records.map((o) => (
            <InvoiceRow key={o.orderNo} order={o} domain={domain} />
          ))}
        </Stack>
      )}
      {list.pageCount > 1 && (
        <Pagination page={list.page} count={list.pageCount} canGo={list.canGo} onGo={list.goToPage} />
      )}
    </Stack>
  );
}

function InvoiceRow({ order, domain }: { order: InvoiceOrder; domain: string }) {
  const { t } = useTranslation('invoices');
  const href = routes.invoiceDetail.href(domain, order.orderNo);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="invoice-row">
      <Flex justify="space-between" gap="2" wrap="wrap" mb="2">
        <Text fontSize="sm">
          {t('list.orderNo')}: {order.orderNo}
        </Text>
        <StateBadge state={order.state} />
      </Flex>
      <FactRows
        rows={[
          [t('list.store'), order.storeName],
          [t('list.amount'), `¥${order.payAmount}`],
          [t('list.paidAt'), formatTime(order.paidAt)],
          ...(order.invoice
            ? ([[t('detail.invoiceTitle'), order.invoice.title]] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      <Flex gap="2" mt="3" wrap="wrap">
        <Button asChild size="sm" variant={order.state === 'none' ? 'solid' : 'outline'}>
          <NavLink href={href}>
            {order.state === 'none' ? t('list.apply') : t('list.view')}
            <Text as="span" srOnly>
              {' '}
              {order.orderNo}
            </Text>
          </NavLink>
        </Button>
        {order.invoice?.fileUrl && (
          <Button asChild size="sm" variant="outline">
            <a href={order.invoice.fileUrl} download target="_blank" rel="noopener">
              {t('list.download')}
              <Text as="span" srOnly>
                {' '}
                {order.orderNo}
              </Text>
            </a>
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/** invoice-detail: the application form, or the invoice with its download and change request. */
export function InvoiceDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation('invoices');
  const orderNo = useQueryParam('orderNo');
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('detail.title')}
        </Heading>
        <NavLink href={routes.userCenterPage.href(domain, 'uc-invoice')}>{t('detail.back')}</NavLink>
      </Flex>
      {orderNo ? <InvoiceDetail orderNo={orderNo} /> : <Text role="alert">{t('detail.missingOrder')}</Text>}
    </Stack>
  );
}

function InvoiceDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('invoices');
  const detail = useInvoiceDetail(orderNo);
  if (detail.isLoading) return <LoadingBlock />;
  if (detail.loadFailed || !detail.order)
    return (
      <Stack align="start" role="alert">
        <Text>{detail.error}</Text>
        <Button size="sm" onClick={detail.retry}>
          {t('list.retry')}
        </Button>
      </Stack>
    );
  const { order } = detail;
  const inv = order.invoice;
  return (
    <Stack gap="4">
      <Box borderWidth="1px" rounded="md" p="4">
        <FactRows
          rows={[
            [t('detail.order'), order.orderNo],
            [t('detail.store'), order.storeName],
            [t('detail.amount'), `¥${inv?.amount ?? order.payAmount}`],
            [t('detail.status'), <StateBadge key="s" state={order.state} />],
            ...(inv
              ? ([
                  [t('detail.kind'), t(`kinds.${inv.kind}`)],
                  [t('detail.titleType'), t(`titleTypes.${inv.titleType}`)],
                  [t('detail.invoiceTitle'), inv.title],
                  ...(inv.taxpayerId ? [[t('detail.taxpayerId'), inv.taxpayerId]] : []),
                  [t('detail.content'), t(`contents.${inv.content}`)],
                  [t('detail.appliedAt'), formatTime(inv.appliedAt)],
                  ...(inv.changeRequest
                    ? [[t('detail.changeRequest'), t(`requests.${inv.changeRequest}`)]]
                    : []),
                  ...(inv.invoiceNo ? [[t('detail.invoiceNo'), inv.invoiceNo]] : []),
                  ...(inv.invoicedAt ? [[t('detail.invoicedAt'), formatTime(inv.invoicedAt)]] : []),
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
        {order.state === 'applying' && (
          <Text mt="3" fontSize="sm" color="fg.muted">
            {t('detail.waiting')}
          </Text>
        )}
        {(inv?.fileUrl || detail.canChange) && (
          <Flex gap="2" mt="4" wrap="wrap">
            {inv?.fileUrl && (
              <Button asChild size="sm">
                <a href={inv.fileUrl} download target="_blank" rel="noopener">
                  {t('detail.download')}
                </a>
              </Button>
            )}
            {detail.canChange && (
              <Button size="sm" variant="outline" onClick={detail.startChange}>
                {t('detail.change')}
              </Button>
            )}
          </Flex>
        )}
      </Box>
      {detail.isEditing && <InvoiceFormView detail={detail} order={order} />}
    </Stack>
  );
}

const formSchema = z
  .object({
    request: z.enum(['update', 'exchange']),
    kind: z.enum(['electronicOrdinary', 'vatSpecial']),
    titleType: z.enum(['personal', 'unit']),
    title: z.string(),
    taxpayerId: z.string(),
    content: z.enum(['商品明细', '商品类别']),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(invoiceProblems(v)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
type FormValues = z.infer<typeof formSchema>;

const radioRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  border: 0,
  padding: 0,
  margin: 0,
} as const;

function Radios<V extends string>({
  legend,
  values,
  label,
  register,
  error,
}: {
  legend: string;
  values: readonly V[];
  label: (v: V) => string;
  register: ReturnType<ReturnType<typeof useForm<FormValues>>['register']>;
  error?: string | null;
}) {
  return (
    <fieldset style={radioRow}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {legend}
      </Text>
      {values.map((v) => (
        <Flex as="label" key={v} gap="1" align="center" fontSize="sm">
          <input type="radio" value={v} {...register} />
          {label(v)}
        </Flex>
      ))}
      {error && (
        <Text role="alert" color="fg.error" fontSize="xs" width="100%">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

function InvoiceFormView({ detail, order }: { detail: InvoiceDetailApi; order: InvoiceOrder }) {
  const { t } = useTranslation('invoices');
  const inv = order.invoice;
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      request: 'update',
      kind: inv?.kind ?? 'electronicOrdinary',
      titleType: inv?.titleType ?? 'personal',
      title: inv?.title ?? PERSONAL_TITLE,
      taxpayerId: inv?.taxpayerId ?? '',
      content: inv?.content ?? '商品明细',
    },
  });
  const titleType = useWatch({ control, name: 'titleType' });
  const error = (field: keyof FormValues) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };
  const heading = detail.isChanging ? t('form.changeTitle') : t('form.applyTitle');
  return (
    <Box asChild borderWidth="1px" rounded="md" p="4">
      <form
        aria-labelledby="invoice-form-heading"
        noValidate
        onSubmit={handleSubmit(({ request, taxpayerId, title, ...v }) =>
          detail.submit({
            ...v,
            title: title.trim(),
            ...(v.titleType === 'unit' ? { taxpayerId: taxpayerId.trim() } : {}),
            ...(detail.isChanging ? { request } : {}),
          }),
        )}
      >
        <Heading as="h2" size="md" id="invoice-form-heading" mb="3">
          {heading}
        </Heading>
        <Stack gap="3" maxW="md">
          {detail.isChanging && (
            <Radios
              legend={t('form.request')}
              values={['update', 'exchange'] as const}
              label={(v) => t(`requests.${v}`)}
              register={register('request')}
            />
          )}
          <Radios
            legend={t('form.kind')}
            values={INVOICE_KINDS}
            label={(v) => t(`kinds.${v}`)}
            register={register('kind')}
            error={error('kind')}
          />
          <Radios
            legend={t('form.titleType')}
            values={['personal', 'unit'] as const}
            label={(v) => t(`titleTypes.${v}`)}
            register={register('titleType')}
          />
          <FormField
            label={titleType === 'unit' ? t('form.unitName') : t('form.personalName')}
            error={error('title')}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                size="sm"
                maxLength={TITLE_MAX}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('title')}
              />
            )}
          </FormField>
          {titleType === 'unit' && (
            <FormField label={t('form.taxpayerId')} error={error('taxpayerId')}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  size="sm"
                  maxLength={20}
                  placeholder={t('form.taxpayerPlaceholder')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...register('taxpayerId')}
                />
              )}
            </FormField>
          )}
          <Radios
            legend={t('form.content')}
            values={INVOICE_CONTENTS}
            label={(v) => t(`contents.${v}`)}
            register={register('content')}
          />
          {detail.error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {detail.error}
            </Text>
          )}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" size="sm" loading={detail.isSubmitting} loadingText={t('form.submitting')}>
              {t('form.submit')}
            </Button>
            {detail.isChanging && (
              <Button size="sm" variant="outline" onClick={detail.cancel} disabled={detail.isSubmitting}>
                {t('form.cancel')}
              </Button>
            )}
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
