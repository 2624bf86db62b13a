import { Box, Button, Flex, Heading, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProductComments } from '../use-product-comments.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';

/** Five stars, the first `rating` filled, read as "n 星". */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('catalog');
  const shown = Math.round(rating);
  return (
    <Text as="span" color="orange.500" role="img" aria-label={t('productActions.rating', { rating })}>
      {'★'.repeat(shown)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(5 - shown)}
      </Text>
    </Text>
  );
}

/** 商品评价: average rating, a page of comments with pictures, and pagination. */
export function ProductComments({ skuId }: { skuId: number }) {
  const { t } = useTranslation('catalog');
  const comments = useProductComments(skuId);
  const { summary } = comments;
  return (
    <Box as="section" aria-labelledby="comments-heading" mt="8">
      <HStack gap="4" mb="3" align="baseline" wrap="wrap">
        <Heading as="h2" size="md" id="comments-heading">
          {t('productActions.comments')}
        </Heading>
        {summary && (
          <>
            <Text fontSize="sm" data-testid="average-rating">
              {t('productActions.averageRating', { rating: summary.averageRating.toFixed(1) })}
            </Text>
            <Stars rating={summary.averageRating} />
            <Text fontSize="sm" color="fg.muted">
              {t('productActions.commentCount', { count: summary.total })}
            </Text>
          </>
        )}
      </HStack>
      {comments.loadFailed && (
        <Flex role="alert" gap="3" align="center">
          <Text>{t('productActions.commentsFailed')}</Text>
          <Button size="sm" onClick={comments.retry}>
            {t('app.retry')}
          </Button>
        </Flex>
      )}
      {comments.isLoading && <Spinner size="sm" aria-label={t('app.loading')} />}
      {comments.isEmpty && <Text color="fg.muted">{t('productActions.noComments')}</Text>}
      {comments.comments.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={t('productActions.comments')}>
          {comments.comments.map((c) => (
            <Box as="li" key={c.commentId} borderBottomWidth="1px" py="3" data-testid="comment">
              <HStack gap="3" fontSize="sm">
                <Text fontWeight="bold" data-content>
                  {c.userName}
                </Text>
                <Stars rating={c.rating} />
                <Text color="fg.muted">{c.createdAt}</Text>
              </HStack>
              <Text mt="1" data-content>
                {c.content}
              </Text>
              {c.pictures.length > 0 && (
                <HStack mt="2" gap="2">
                  {c.pictures.map((src, i) => (
                    <Image
                      key={`${src}-${i}`}
                      src={src}
                      alt={t('productActions.picture', { index: i + 1 })}
                      boxSize="16"
                      objectFit="cover"
                      borderWidth="1px"
                    />
                  ))}
                </HStack>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {comments.showsPagination && (
        <Box mt="3">
          <Pagination
            page={comments.page}
            count={comments.pageCount}
            canGo={comments.canGoToPage}
            onGo={comments.goToPage}
          />
        </Box>
      )}
    </Box>
  );
}
