import { Badge, Box, Button, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../../../../machines/order-detail.machine.ts';
import { usePaySuccess } from '../../../features/payment/use-payment.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { checkoutHrefs } from '../../../features/checkout/checkout-hrefs.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

function Orders({ domain, submission }: { domain: string; submission: Submission }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="paid-orders-heading" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="paid-orders-heading" mb="3">
        {t('checkout.success.orders')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {submission.orders.map((o) => (
          <Flex as="li" key={o.orderNo} gap="3" align="center" wrap="wrap">
            <Image src={o.firstLineImg} alt="" boxSize="12" objectFit="contain" />
            <Box flex="1" fontSize="sm">
              <Text fontWeight="medium">{o.storeName}</Text>
              <Text color="fg.muted">{t('checkout.success.orderNo', { orderNo: o.orderNo })}</Text>
              <Text color="fg.muted">{o.firstLineName}</Text>
            </Box>
            <Badge>{t(`checkout.status.${o.status}`)}</Badge>
            <Text fontWeight="bold">{t('checkout.yuan', { amount: o.payAmount })}</Text>
            <NavLink href={checkoutHrefs.orderDetail(domain, o.orderNo)}>
              {t('checkout.success.viewDetail')}
            </NavLink>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** /{domain}/pay-success?submissionId=: the paid submission and its orders, each linking to its detail. */
export function PaySuccessPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = usePaySuccess();
  const submission = snapshot.context.data;

  let body;
  if (snapshot.hasTag('notFound')) body = <Text role="alert">{t('checkout.success.notFound')}</Text>;
  else if (snapshot.hasTag('error'))
    body = (
      <Stack align="center" gap="3" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={() => send({ type: 'content.retry' })}>{t('app.retry')}</Button>
      </Stack>
    );
  else if (snapshot.hasTag('loading') || !submission) body = <LoadingBlock py="16" />;
  else
    body = (
      <Stack gap="4">
        <Stack align="center" gap="2" py="6" borderWidth="1px" rounded="md">
          {submission.status === 'paid' ? (
            <>
              <Text role="status">{t('checkout.success.body')}</Text>
              {submission.payMethod && (
                <Text fontSize="sm">
                  {t('checkout.success.paidBy', { method: t(`checkout.payMethods.${submission.payMethod}`) })}
                </Text>
              )}
              <Text fontSize="sm">
                {t('checkout.success.paidAmount', {
                  amount: t('checkout.yuan', { amount: submission.payAmount }),
                })}
              </Text>
            </>
          ) : submission.status === 'unpaid' ? (
            <Button asChild colorPalette="brand">
              <NavLink href={checkoutHrefs.payment(domain, submission.submissionId)}>
                {t('checkout.success.toPay')}
              </NavLink>
            </Button>
          ) : (
            <NavLink href={paths.home.getHref(domain)}>{t('checkout.goHome')}</NavLink>
          )}
        </Stack>
        <Orders domain={domain} submission={submission} />
        <Flex justify="center">
          <NavLink href={paths.home.getHref(domain)}>{t('checkout.goHome')}</NavLink>
        </Flex>
      </Stack>
    );

  return (
    <Container maxW="4xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t(
          submission?.status === 'unpaid'
            ? 'checkout.success.unpaid'
            : submission?.status === 'canceled'
              ? 'checkout.success.canceled'
              : 'checkout.success.title',
        )}
      </Heading>
      {body}
    </Container>
  );
}
