import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/loading-block.tsx';

interface Snapshot {
  hasTag(tag: 'loading' | 'empty' | 'notFound' | 'error'): boolean;
}

/**
 * The loading, failed, not-found and empty modes of a content page's machine; `children` renders the
 * ready state.
 */
export function ContentStatus({
  snapshot,
  onRetry,
  notFound,
  empty,
  children,
}: {
  snapshot: Snapshot;
  onRetry: () => void;
  notFound?: ReactNode;
  empty?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (snapshot.hasTag('loading')) return <LoadingBlock py="16" />;
  if (snapshot.hasTag('error'))
    return (
      <Flex direction="column" align="center" py="16" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Flex>
    );
  if (snapshot.hasTag('notFound'))
    return (
      <Text textAlign="center" py="16" color="fg.muted">
        {notFound}
      </Text>
    );
  if (snapshot.hasTag('empty'))
    return (
      <Text textAlign="center" py="16" color="fg.muted">
        {empty}
      </Text>
    );
  return <>{children()}</>;
}
