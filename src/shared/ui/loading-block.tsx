import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page's or a panel's "loading" placeholder: a spinner and 加载中, announced as a status. */
export function LoadingBlock({ py = '16' }: { py?: '16' | '20' }) {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py={py} role="status">
      <Spinner size="lg" aria-hidden />
      <Text ms="3">{t('app.loading')}</Text>
    </Flex>
  );
}
