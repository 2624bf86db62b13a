import { Box, Heading, Stack, Text } from '@chakra-ui/react';

/** One notice as plain text: its title, a line under it (when it was published, by whom) and its paragraphs. */
export function NoticeArticle({
  title,
  meta,
  paragraphs,
}: {
  title: string;
  meta: string;
  paragraphs: string[];
}) {
  return (
    <Box as="article">
      <Heading as="h1" size="xl" mb="2">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="6">
        {meta}
      </Text>
      <Stack gap="3">
        {paragraphs.map((p, i) => (
          <Text key={i} lineHeight="tall">
            {p}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
