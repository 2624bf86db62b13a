import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LoadingBlock } from './loading-block.tsx';

/**
 * What a page of one record shows until the record is there: "not found" under the back link, the
 * failure with a retry, or the loading block. Null once it is loaded (the page then renders it).
 */
export function recordPending({
  back,
  loaded,
  isNotFound,
  notFoundText,
  loadFailed,
  error,
  retry,
  retryLabel,
}: {
  back: ReactNode;
  loaded: boolean;
  isNotFound: boolean;
  notFoundText: string;
  loadFailed: boolean;
  error: string | null;
  retry: () => void;
  retryLabel: string;
}): ReactElement | null {
  if (isNotFound)
    return (
      <Stack gap="4" align="start">
        {back}
        <Heading as="h1" size="lg">
          {notFoundText}
        </Heading>
      </Stack>
    );
  if (loadFailed && !loaded)
    return (
      <Stack role="alert" gap="2" align="start">
        {back}
        <Text color="fg.error">{error}</Text>
        <Button size="sm" variant="outline" onClick={retry}>
          {retryLabel}
        </Button>
      </Stack>
    );
  if (!loaded) return <LoadingBlock />;
  return null;
}
