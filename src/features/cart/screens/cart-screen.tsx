import {
  Box,
  Badge,
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
import type { CartApi, CartLineApi, CartStoreApi } from '../../../../machines/cart/cart.connect.ts';
import type { CartNotice, LineError } from '../../../../machines/cart/cart.machine.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { headerButtons } from '../../../../machines/shell/shell.ts';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { DeliveryRegion } from '../components/delivery-region.tsx';
import { useCart } from '../use-cart.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

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
  const { t } = useTranslation('cart');
  const shell = useShell();
  if (!headerButtons(shell.shop, false).cart) {
    return (
      <Flex direction="column" align="center" py="24" gap="6">
        <Heading as="h1" size="xl">
          {t('page.unavailable')}
        </Heading>
        <NavLink href={routes.home.href(domain)}>{t('page.backHome')}</NavLink>
      </Flex>
    );
  }
  return <CartScreen domain={domain} />;
}

function CartScreen({ domain }: { domain: string }) {
  const { t } = useTranslation('cart');
  const cart = useCart(domain);

  let body;
  if (cart.isLoading) {
    body = <LoadingBlock py="20" />;
  } else if (cart.loadFailed) {
    body = (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{t('page.loadFailed')}</Text>
        <Button onClick={cart.retry}>{t('app.retry')}</Button>
      </Flex>
    );
  } else if (cart.isEmpty) {
    body = (
      <Flex direction="column" align="center" py="20" gap="4">
        <Text fontSize="lg">{t('page.empty')}</Text>
        <NavLink href={routes.list.href(domain)}>{t('page.goShopping')}</NavLink>
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
          <Box flex="1">{t('table.goods')}</Box>
          <Box w="28">{t('table.price')}</Box>
          <Box w="40">{t('table.quantity')}</Box>
          <Box w="28">{t('table.amount')}</Box>
          <Box w="16">{t('table.actions')}</Box>
        </HStack>
        <Stack gap="4">
          {cart.stores.map((store) => (
            <StoreGroup
              key={store.storeId}
              store={store}
              allowsDecimals={cart.allowsDecimals}
              domain={domain}
            />
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
          {t('page.title')}
        </Heading>
        <DeliveryRegion />
      </Flex>
      {body}
      {cart.isConfirmingDelete && <ConfirmDelete cart={cart} />}
    </Container>
  );
}

function StoreGroup({
  store,
  allowsDecimals,
  domain,
}: {
  store: CartStoreApi;
  allowsDecimals: boolean;
  domain: string;
}) {
  const { t } = useTranslation('cart');
  const headingId = `cart-store-${store.storeId}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md">
      <HStack px="3" py="2" gap="2" borderBottomWidth="1px">
        <CheckMark
          label={t('table.selectStore', { name: store.storeName })}
          checked={store.checked}
          disabled={!store.canToggle}
          onToggle={store.toggle}
        />
        <Heading as="h2" size="sm" id={headingId}>
          {store.storeName}
        </Heading>
      </HStack>
      <Box as="ul" listStyleType="none">
        {store.lines.map((row) => (
          <LineRow key={row.line.lineId} row={row} allowsDecimals={allowsDecimals} domain={domain} />
        ))}
      </Box>
    </Box>
  );
}

function lineErrorText(t: TFunction, error: LineError | null): string | null {
  if (!error) return null;
  return 'problem' in error ? t(`problems.${error.problem}`) : error.message;
}

function LineRow({
  row,
  allowsDecimals,
  domain,
}: {
  row: CartLineApi;
  allowsDecimals: boolean;
  domain: string;
}) {
  const { t } = useTranslation('cart');
  const { line } = row;
  const error = lineErrorText(t, row.error);
  const problem = row.problem ? row.problem.message || t(`problems.${row.problem.kind}`) : null;
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
      opacity={row.problem ? 0.75 : 1}
    >
      <Box pt="1">
        <CheckMark
          label={t('table.selectLine', { name: line.name })}
          checked={row.checked}
          disabled={!row.canToggle}
          onToggle={row.toggle}
        />
      </Box>
      <HStack flex="1" gap="3" align="start" minW="48">
        <Image src={line.mainImg} alt="" boxSize="16" objectFit="contain" borderWidth="1px" />
        <Box fontSize="sm">
          <NavLink href={routes.detail.href(domain, line.skuId)}>{line.name}</NavLink>
          {line.goodsKind === 'voucher' && (
            <Badge colorPalette="teal" size="sm" ms="1">
              {t('table.voucher')}
            </Badge>
          )}
          {line.specs && <Text color="fg.muted">{line.specs}</Text>}
          {problem && (
            <Text color="fg.error" data-testid="line-problem">
              {problem}
            </Text>
          )}
        </Box>
      </HStack>
      <Box w="28" fontSize="sm">
        <Text>{line.price === null ? formatPrice(null) : t('yuan', { price: formatPrice(line.price) })}</Text>
        {row.priceChange && (
          <Text fontSize="xs" color={row.priceChange === 'up' ? 'fg.error' : 'fg.success'}>
            {t(row.priceChange === 'up' ? 'table.priceUp' : 'table.priceDown', {
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
            aria-label={t('table.decrease', { name: line.name })}
            disabled={!row.canDecrement}
            onClick={row.decrement}
          >
            −
          </Button>
          <Input
            size="xs"
            w="16"
            textAlign="center"
            inputMode={allowsDecimals ? 'decimal' : 'numeric'}
            aria-label={t('table.lineQuantity', { name: line.name })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={row.quantity}
            disabled={row.quantityDisabled}
            onChange={(e) => row.editQuantity(e.target.value)}
            onBlur={row.commitQuantity}
            onKeyDown={(e) => {
              if (e.key === 'Enter') row.commitQuantity();
            }}
          />
          <Button
            size="xs"
            variant="outline"
            aria-label={t('table.increase', { name: line.name })}
            disabled={!row.canIncrement}
            onClick={row.increment}
          >
            +
          </Button>
        </HStack>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('table.stock', { count: line.stock })}
        </Text>
        {error && (
          <Text id={errorId} role="alert" fontSize="xs" color="fg.error">
            {error}
          </Text>
        )}
      </Box>
      <Text w="28" fontSize="sm" fontWeight="bold" color="fg.error">
        {t('yuan', { price: formatPrice(line.amount) })}
      </Text>
      <Box w="16">
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('table.deleteLine', { name: line.name })}
          disabled={!row.canDelete}
          onClick={row.remove}
        >
          {t('table.delete')}
        </Button>
      </Box>
    </HStack>
  );
}

function noticeText(t: TFunction, notice: CartNotice): string {
  switch (notice.kind) {
    case 'noneChecked':
      return t('settle.noneChecked');
    case 'tooMany':
      return t('settle.tooMany', { max: notice.max });
    case 'deleted':
      return t('settle.deleted');
    case 'server':
      return notice.message;
  }
}

function SettleBar({ cart }: { cart: CartApi }) {
  const { t } = useTranslation('cart');
  const { notice } = cart;
  return (
    <Box
      as="section"
      aria-label={t('settle.bar')}
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
              label={t('table.selectAll')}
              checked={cart.allChecked}
              disabled={!cart.canToggleAll}
              onToggle={cart.toggleAll}
            />
            <span aria-hidden>{t('table.selectAll')}</span>
          </HStack>
        </label>
        <Button size="sm" variant="ghost" disabled={!cart.canDeleteChecked} onClick={cart.deleteChecked}>
          {t('settle.deleteChecked')}
        </Button>
        <Box flex="1" />
        <Text fontSize="sm">{t('settle.selected', { count: cart.checkedCount })}</Text>
        <Text fontSize="sm">
          {t('settle.total')}
          <Text as="span" color="fg.error" fontWeight="bold" fontSize="xl" data-testid="cart-total">
            {t('yuan', { price: formatPrice(cart.checkedAmount) })}
          </Text>
        </Text>
        <Button
          colorPalette="brand"
          loading={cart.isSettling}
          disabled={!cart.canSettle}
          onClick={cart.settle}
        >
          {t('settle.submit')}
        </Button>
      </Flex>
    </Box>
  );
}

/** The delete confirmation, a modal dialog (Escape cancels). */
function ConfirmDelete({ cart }: { cart: CartApi }) {
  const { t } = useTranslation('cart');
  const count = cart.deleteCount;
  return (
    <ModalDialog
      title={t('confirm.title')}
      titleId="cart-confirm-title"
      describedBy="cart-confirm-text"
      width="24rem"
      onDismiss={cart.cancelDelete}
    >
      <Text id="cart-confirm-text" mb="5">
        {count === 1 ? t('confirm.one') : t('confirm.many', { count })}
      </Text>
      <HStack justify="end" gap="3">
        <Button variant="outline" onClick={cart.cancelDelete}>
          {t('confirm.cancel')}
        </Button>
        <Button colorPalette="brand" onClick={cart.confirmDelete}>
          {t('confirm.ok')}
        </Button>
      </HStack>
    </ModalDialog>
  );
}
