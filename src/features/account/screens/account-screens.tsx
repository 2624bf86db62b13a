import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AddressDialog } from '../../../shared/ui/address-dialog.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { useShell } from '../../../shared/shell-context.ts';
import { AddressList } from '../components/address-list.tsx';
import { ProfileFormView } from '../components/profile-form.tsx';
import { useAccountProfile } from '../use-account-profile.ts';
import { useAddressBook } from '../use-address-book.ts';

function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Stack align="center" gap="3" role="alert" py="10">
      <Text>{message ?? t('http.networkAbnormal')}</Text>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </Stack>
  );
}

/** uc-account (账户信息): nickname, gender, birthday and avatar. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const account = useAccountProfile();
  const shell = useShell();
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {t('profile.title')}
      </Heading>
      {account.loadFailed ? (
        <LoadFailed message={account.loadError} onRetry={account.retry} />
      ) : account.isLoading || !account.profile ? (
        <LoadingBlock py="16" />
      ) : (
        <ProfileFormView
          key={account.formKey}
          profile={account.profile}
          userName={shell.user?.userName ?? ''}
          account={account}
        />
      )}
    </Stack>
  );
}

/** uc-address (收货地址): the address book with add, edit, delete and set default. */
export function AddressPage() {
  const { t } = useTranslation('account');
  const book = useAddressBook();
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('addresses.title')}
        </Heading>
        {!book.isLoading && !book.loadFailed && (
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              {t('addresses.count', { count: book.addresses.length, max: book.max })}
            </Text>
            <Button size="sm" colorPalette="brand" onClick={book.add} disabled={book.isBusy}>
              {t('addresses.add')}
            </Button>
          </Flex>
        )}
      </Flex>
      {book.isFull && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('addresses.full', { max: book.max })}
        </Text>
      )}
      {book.actionError && !book.dialogOpen && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {book.actionError}
        </Text>
      )}
      {book.loadFailed ? (
        <LoadFailed message={book.loadError} onRetry={book.retry} />
      ) : book.isLoading ? (
        <LoadingBlock py="16" />
      ) : (
        <AddressList book={book} />
      )}
      {book.dialogOpen && (
        <AddressDialog
          editing={book.editing}
          saving={book.isSaving}
          serverError={book.actionError}
          isFirst={book.addresses.length === 0}
          onSave={book.save}
          onCancel={book.cancel}
        />
      )}
      {book.deleting && (
        <ModalDialog
          title={t('addresses.confirmTitle')}
          titleId="address-delete-title"
          describedBy="address-delete-text"
          role="alertdialog"
          onDismiss={book.cancel}
        >
          <Stack gap="4">
            <Text id="address-delete-text">{t('addresses.confirmText')}</Text>
            <Text fontSize="sm" color="fg.muted" data-content>
              {book.deleting.receiver} {book.deleting.regionName} {book.deleting.detail}
            </Text>
            <Flex gap="2" justify="end">
              <Button size="sm" variant="outline" onClick={book.cancel} disabled={book.isDeleting}>
                {t('addresses.cancel')}
              </Button>
              <Button size="sm" colorPalette="red" onClick={book.confirmRemove} loading={book.isDeleting}>
                {t('addresses.confirm')}
              </Button>
            </Flex>
          </Stack>
        </ModalDialog>
      )}
    </Stack>
  );
}
