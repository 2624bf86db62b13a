import {
  Box,
  Button,
  chakra,
  Container,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  allChecked,
  allLines,
  checkedLines,
  isCheckable,
  type CartNotice,
  type LineError,
} from '../../../../machines/cart.machine.ts';
import type { CartLine, CartStore } from '../../../../machines/cart.types.ts';
import { compareDecimals, formatPrice } from '../../../../machines/price.ts';
import { headerButtons } from '../../../../machines/shell.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { DeliveryRegion } from '../../../features/cart/components/delivery-region.tsx';
import { useCart } from '../../../features/cart/use-cart.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useShell } from '../../providers/route-guard-provider.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

type Cart = ReturnType<typeof useCart>;

const Checkbox = chakra('input');

/** A native checkbox in the theme colour, named for screen readers. */
function CheckMark({
  label,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <Checkbox
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onToggle}
      w="4"
      h="4"
      flexShrink={0}
      style={{ accentColor: 'var(--mall-primary)' }}
    />
  );
}

/** /{domain}/cart (spec §2; issue #6): shown only when the shop's orderFlag is on. */
export function CartPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  if (!headerButtons(shell.shop, false).cart) {
    return (
      <Flex direction="column" align="center" py="24" gap="6">
        <Heading as="h1" size="xl">
          {t('cart.page.unavailable')}
        </Heading>
        <NavLink href={paths.home.getHref(domain)}>{t('cart.page.backHome')}</NavLink>
      </Flex>
    );
  }
  return <CartScreen domain={domain} />;
}

function CartScreen({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const cart = useCart(domain);
  const [snapshot, send] = cart;
  const view = snapshot.context.cart;

  let body;
  if (snapshot.hasTag('loading')) {
    body = <LoadingBlock py="20" />;
  } else if (snapshot.hasTag('error')) {
    body = (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{t('cart.page.loadFailed')}</Text>
        <Button onClick={() => send({ type: 'cart.retry' })}>{t('app.retry')}</Button>
      </Flex>
    );
  } else if (snapshot.hasTag('empty') || !view) {
    body = (
      <Flex direction="column" align="center" py="20" gap="4">
        <Text fontSize="lg">{t('cart.page.empty')}</Text>
        <NavLink href={paths.list.getHref(domain)}>{t('cart.page.goShopping')}</NavLink>
      </Flex>
    );
  } else {
    body = (
      <>
        <HStack
          px="3"
          py="2"
          bg="bg.muted"
          fontSize="sm"
          color="fg.muted"
          gap="3"
          display={{ base: 'none', md: 'flex' }}
          aria-hidden
        >
          <Box w="4" />
          <Box flex="1">{t('cart.table.goods')}</Box>
          <Box w="28">{t('cart.table.price')}</Box>
          <Box w="40">{t('cart.table.quantity')}</Box>
          <Box w="28">{t('cart.table.amount')}</Box>
          <Box w="16">{t('cart.table.actions')}</Box>
        </HStack>
        <Stack gap="4">
          {view.stores.map((store) => (
            <StoreGroup key={store.storeId} cart={cart} store={store} domain={domain} />
          ))}
        </Stack>
        <SettleBar cart={cart} />
      </>
    );
  }

  return (
    <Container maxW="6xl" py="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="xl">
          {t('cart.page.title')}
        </Heading>
        <DeliveryRegion />
      </Flex>
      {body}
      {snapshot.hasTag('confirming') && <ConfirmDelete cart={cart} />}
    </Container>
  );
}

function StoreGroup({ cart, store, domain }: { cart: Cart; store: CartStore; domain: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = cart;
  const headingId = `cart-store-${store.storeId}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md">
      <HStack px="3" py="2" gap="2" borderBottomWidth="1px">
        <CheckMark
          label={t('cart.table.selectStore', { name: store.storeName })}
          checked={allChecked(store.lines)}
          disabled={!snapshot.can({ type: 'store.toggle', storeId: store.storeId })}
          onToggle={() => send({ type: 'store.toggle', storeId: store.storeId })}
        />
        <Heading as="h2" size="sm" id={headingId}>
          {store.storeName}
        </Heading>
      </HStack>
      <Box as="ul" listStyleType="none">
        {store.lines.map((line) => (
          <LineRow key={line.lineId} cart={cart} line={line} domain={domain} />
        ))}
      </Box>
    </Box>
  );
}

function lineErrorText(t: TFunction, error: LineError | undefined): string | null {
  if (!error) return null;
  return 'problem' in error ? t(`cart.problems.${error.problem}`) : error.message;
}

function LineRow({ cart, line, domain }: { cart: Cart; line: CartLine; domain: string }) {
  const { t } = useTranslation();
  const [snapshot, send] = cart;
  const draft = snapshot.context.drafts[line.lineId];
  const error = lineErrorText(t, snapshot.context.lineErrors[line.lineId]);
  const busy = snapshot.hasTag('busy');
  const priceChange =
    line.price !== null && line.addedPrice !== null ? compareDecimals(line.price, line.addedPrice) : 0;
  const problem = line.problem ? line.message || t(`cart.problems.${line.problem}`) : null;
  const errorId = `cart-line-error-${line.lineId}`;
  return (
    <HStack
      as="li"
      aria-label={line.name}
      px="3"
      py="3"
      gap="3"
      align="start"
      wrap={{ base: 'wrap', md: 'nowrap' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      opacity={line.problem ? 0.75 : 1}
    >
      <Box pt="1">
        <CheckMark
          label={t('cart.table.selectLine', { name: line.name })}
          checked={line.checked}
          disabled={
            !(line.checked || isCheckable(line)) ||
            !snapshot.can({ type: 'line.toggle', lineId: line.lineId })
          }
          onToggle={() => send({ type: 'line.toggle', lineId: line.lineId })}
        />
      </Box>
      <HStack flex="1" gap="3" align="start" minW="48">
        <Image src={line.mainImg} alt="" boxSize="16" objectFit="contain" borderWidth="1px" />
        <Box fontSize="sm">
          <NavLink href={paths.detail.getHref(domain, line.skuId)}>{line.name}</NavLink>
          {line.specs && <Text color="fg.muted">{line.specs}</Text>}
          {problem && (
            <Text color="fg.error" data-testid="line-problem">
              {problem}
            </Text>
          )}
        </Box>
      </HStack>
      <Box w="28" fontSize="sm">
        <Text>
          {line.price === null ? formatPrice(null) : t('cart.yuan', { price: formatPrice(line.price) })}
        </Text>
        {priceChange !== 0 && (
          <Text fontSize="xs" color={priceChange > 0 ? 'fg.error' : 'fg.success'}>
            {t(priceChange > 0 ? 'cart.table.priceUp' : 'cart.table.priceDown', {
              price: formatPrice(line.addedPrice),
            })}
          </Text>
        )}
      </Box>
      <Box w="40">
        <HStack gap="0">
          <Button
            size="xs"
            variant="outline"
            aria-label={t('cart.table.decrease', { name: line.name })}
            disabled={!snapshot.can({ type: 'quantity.decrement', lineId: line.lineId })}
            onClick={() => send({ type: 'quantity.decrement', lineId: line.lineId })}
          >
            −
          </Button>
          <Input
            size="xs"
            w="16"
            textAlign="center"
            inputMode={(snapshot.context.cart?.decimalScale ?? 0) > 0 ? 'decimal' : 'numeric'}
            aria-label={t('cart.table.lineQuantity', { name: line.name })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={draft ?? line.quantity}
            disabled={busy}
            onChange={(e) => send({ type: 'quantity.edit', lineId: line.lineId, quantity: e.target.value })}
            onBlur={() => send({ type: 'quantity.commit', lineId: line.lineId })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') send({ type: 'quantity.commit', lineId: line.lineId });
            }}
          />
          <Button
            size="xs"
            variant="outline"
            aria-label={t('cart.table.increase', { name: line.name })}
            disabled={!snapshot.can({ type: 'quantity.increment', lineId: line.lineId })}
            onClick={() => send({ type: 'quantity.increment', lineId: line.lineId })}
          >
            +
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('cart.table.stock', { count: line.stock })}
        </Text>
        {error && (
          <Text id={errorId} role="alert" fontSize="xs" color="fg.error">
            {error}
          </Text>
        )}
      </Box>
      <Text w="28" fontSize="sm" fontWeight="bold" color="fg.error">
        {t('cart.yuan', { price: formatPrice(line.amount) })}
      </Text>
      <Box w="16">
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('cart.table.deleteLine', { name: line.name })}
          disabled={!snapshot.can({ type: 'line.delete', lineId: line.lineId })}
          onClick={() => send({ type: 'line.delete', lineId: line.lineId })}
        >
          {t('cart.table.delete')}
        </Button>
      </Box>
    </HStack>
  );
}

function noticeText(t: TFunction, notice: CartNotice): string {
  switch (notice.kind) {
    case 'noneChecked':
      return t('cart.settle.noneChecked');
    case 'tooMany':
      return t('cart.settle.tooMany', { max: notice.max });
    case 'deleted':
      return t('cart.settle.deleted');
    case 'server':
      return notice.message;
  }
}

function SettleBar({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const [snapshot, send] = cart;
  const view = snapshot.context.cart!;
  const notice = snapshot.context.notice;
  const lines = allLines(view);
  return (
    <Box
      as="section"
      aria-label={t('cart.settle.bar')}
      mt="4"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      position="sticky"
      bottom="0"
      bg="bg"
    >
      {notice && (
        <Text
          role={notice.kind === 'deleted' ? 'status' : 'alert'}
          color={notice.kind === 'deleted' ? 'fg.success' : 'fg.error'}
          fontSize="sm"
          mb="2"
        >
          {noticeText(t, notice)}
        </Text>
      )}
      <Flex gap="4" align="center" wrap="wrap">
        <label>
          <HStack gap="2" fontSize="sm">
            <CheckMark
              label={t('cart.table.selectAll')}
              checked={allChecked(lines)}
              disabled={!snapshot.can({ type: 'all.toggle' })}
              onToggle={() => send({ type: 'all.toggle' })}
            />
            <span aria-hidden>{t('cart.table.selectAll')}</span>
          </HStack>
        </label>
        <Button
          size="sm"
          variant="ghost"
          disabled={!snapshot.can({ type: 'checked.delete' })}
          onClick={() => send({ type: 'checked.delete' })}
        >
          {t('cart.settle.deleteChecked')}
        </Button>
        <Box flex="1" />
        <Text fontSize="sm">{t('cart.settle.selected', { count: checkedLines(view).length })}</Text>
        <Text fontSize="sm">
          {t('cart.settle.total')}
          <Text as="span" color="fg.error" fontWeight="bold" fontSize="xl" data-testid="cart-total">
            {t('cart.yuan', { price: formatPrice(view.checkedAmount) })}
          </Text>
        </Text>
        <Button
          colorPalette="brand"
          loading={snapshot.matches({ ready: 'settling' }) || snapshot.matches({ ready: 'leaving' })}
          disabled={!snapshot.can({ type: 'settle' })}
          onClick={() => send({ type: 'settle' })}
        >
          {t('cart.settle.submit')}
        </Button>
      </Flex>
    </Box>
  );
}

/** The delete confirmation, a modal dialog (Escape cancels). */
function ConfirmDelete({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const [snapshot, send] = cart;
  const count = snapshot.context.pendingDelete.length;
  return (
    <ModalDialog
      title={t('cart.confirm.title')}
      titleId="cart-confirm-title"
      describedBy="cart-confirm-text"
      width="24rem"
      onDismiss={() => send({ type: 'delete.cancel' })}
    >
      <Text id="cart-confirm-text" mb="5">
        {count === 1 ? t('cart.confirm.one') : t('cart.confirm.many', { count })}
      </Text>
      <HStack justify="end" gap="3">
        <Button variant="outline" onClick={() => send({ type: 'delete.cancel' })}>
          {t('cart.confirm.cancel')}
        </Button>
        <Button colorPalette="brand" onClick={() => send({ type: 'delete.confirm' })}>
          {t('cart.confirm.ok')}
        </Button>
      </HStack>
    </ModalDialog>
  );
}
