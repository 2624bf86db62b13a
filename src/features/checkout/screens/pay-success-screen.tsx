import { Badge, Box, Button, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../../../../machines/orders/order-detail.machine.ts';
import { usePaySuccess } from '../use-pay-success.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

function Orders({ domain, submission }: { domain: string; submission: Submission }) {
  const { t } = useTranslation('checkout');
  return (
    <Box as="section" aria-labelledby="paid-orders-heading" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="paid-orders-heading" mb="3">
        {t('success.orders')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {submission.orders.map((o) => (
          <Flex as="li" key={o.orderNo} gap="3" align="center" wrap="wrap">
            <Image src={o.firstLineImg} alt="" boxSize="12" objectFit="contain" />
            <Box flex="1" fontSize="sm">
              <Text fontWeight="medium">{o.storeName}</Text>
              <Text color="fg.muted">{t('success.orderNo', { orderNo: o.orderNo })}</Text>
              <Text color="fg.muted">{o.firstLineName}</Text>
            </Box>
            <Badge>{t(`order:status.${o.status}`)}</Badge>
            <Text fontWeight="bold">{t('order:yuan', { amount: o.payAmount })}</Text>
            <NavLink href={routes.orderDetail.href(domain, o.orderNo)}>{t('success.viewDetail')}</NavLink>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** /{domain}/pay-success?submissionId=: the paid submission and its orders, each linking to its detail. */
export function PaySuccessPage({ domain }: { domain: string }) {
  const { t } = useTranslation('checkout');
  const page = usePaySuccess();
  const { submission, status } = page;

  let body;
  if (page.isNotFound) body = <Text role="alert">{t('success.notFound')}</Text>;
  else if (page.loadFailed)
    body = (
      <Stack align="center" gap="3" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={page.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  else if (page.isLoading || !submission) body = <LoadingBlock py="16" />;
  else
    body = (
      <Stack gap="4">
        <Stack align="center" gap="2" py="6" borderWidth="1px" rounded="md">
          {status === 'paid' ? (
            <>
              <Text role="status">{t('success.body')}</Text>
              {submission.payMethod && (
                <Text fontSize="sm">
                  {t('success.paidBy', { method: t(`order:payMethods.${submission.payMethod}`) })}
                </Text>
              )}
              <Text fontSize="sm">
                {t('success.paidAmount', {
                  amount: t('order:yuan', { amount: submission.payAmount }),
                })}
              </Text>
            </>
          ) : status === 'unpaid' ? (
            <Button asChild colorPalette="brand">
              <NavLink href={routes.payment.href(domain, submission.submissionId)}>
                {t('success.toPay')}
              </NavLink>
            </Button>
          ) : (
            <NavLink href={routes.home.href(domain)}>{t('goHome')}</NavLink>
          )}
        </Stack>
        <Orders domain={domain} submission={submission} />
        <Flex justify="center">
          <NavLink href={routes.home.href(domain)}>{t('goHome')}</NavLink>
        </Flex>
      </Stack>
    );

  return (
    <Container maxW="4xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t(
          status === 'unpaid'
            ? 'success.unpaid'
            : status === 'canceled'
              ? 'success.canceled'
              : 'success.title',
        )}
      </Heading>
      {body}
    </Container>
  );
}
