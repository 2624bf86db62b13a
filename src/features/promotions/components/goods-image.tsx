import { Box, Image } from '@chakra-ui/react';

/** A promotion good's picture (decorative: its name is next to it). */
export function GoodsImage({ src }: { src: string }) {
  return (
    <Box
      w={{ base: '20', md: '28' }}
      h={{ base: '20', md: '28' }}
      flexShrink={0}
      bg="bg.muted"
      borderRadius="md"
    >
      {src && <Image src={src} alt="" w="full" h="full" objectFit="contain" loading="lazy" />}
    </Box>
  );
}
