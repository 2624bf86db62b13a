import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStatus as Status } from '../../../../machines/website/content-page.connect.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

/**
 * The loading, failed, not-found and empty modes of a content page (its connect's `status` and `retry`);
 * `children` renders the ready state.
 */
export function ContentStatus({
  page,
  notFound,
  empty,
  children,
}: {
  page: { status: Status; retry: () => void };
  notFound?: ReactNode;
  empty?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('website');
  switch (page.status) {
    case 'loading':
      return <LoadingBlock py="16" />;
    case 'failed':
      return (
        <Flex direction="column" align="center" py="16" gap="4" role="alert">
          <Text>{t('http.networkAbnormal')}</Text>
          <Button onClick={page.retry}>{t('app.retry')}</Button>
        </Flex>
      );
    case 'notFound':
      return (
        <Text textAlign="center" py="16" color="fg.muted">
          {notFound}
        </Text>
      );
    case 'empty':
      return (
        <Text textAlign="center" py="16" color="fg.muted">
          {empty}
        </Text>
      );
    case 'ready':
      return <>{children()}</>;
  }
}
