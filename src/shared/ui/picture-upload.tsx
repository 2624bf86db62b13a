import { Box, Button, CloseButton, Flex, Image, Spinner, Text } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureUploadApi } from '../../../machines/shared/picture-upload.connect.ts';
import { PICTURE_TYPES } from '../../../machines/shared/picture-upload.machine.ts';
import './upload-texts.ts';

/**
 * Thumbnails of the chosen pictures with a remove button each, and a button that opens the file chooser;
 * refused pictures say why (spec §5: wrong format, over 2 MB; or the server's words).
 */
export function PictureUpload({ upload, label }: { upload: PictureUploadApi; label: string }) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorText = (error: string) =>
    error === 'format' ? t('format') : error === 'size' ? t('size') : error;
  return (
    <Box role="group" aria-label={label} aria-describedby={hintId}>
      <Flex gap="2" wrap="wrap" as="ul" listStyleType="none">
        {upload.pictures.map((p) => (
          <Box as="li" key={p.key} position="relative" w="20">
            <Box
              boxSize="20"
              borderWidth="1px"
              rounded="sm"
              overflow="hidden"
              display="flex"
              alignItems="center"
              justifyContent="center"
              borderColor={p.status === 'failed' ? 'border.error' : undefined}
            >
              {p.url ? (
                <Image src={p.url} alt={p.name} boxSize="20" objectFit="cover" />
              ) : p.status === 'failed' ? (
                <Text fontSize="2xs" p="1" color="fg.error" lineClamp={4}>
                  {p.name}
                </Text>
              ) : (
                <Spinner size="sm" aria-label={t('uploading', { name: p.name })} />
              )}
            </Box>
            {p.error && (
              <Text fontSize="2xs" color="fg.error" role="alert">
                {errorText(p.error)}
              </Text>
            )}
            <CloseButton
              size="2xs"
              position="absolute"
              top="0"
              right="0"
              bg="bg"
              aria-label={t('remove', { name: p.name })}
              onClick={() => upload.remove(p.key)}
            />
          </Box>
        ))}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        multiple={upload.max > 1}
        hidden
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          upload.add(files.map((file) => ({ file, name: file.name, type: file.type, size: file.size })));
          e.target.value = '';
        }}
      />
      <Button
        size="sm"
        variant="outline"
        mt="2"
        disabled={!upload.canAdd}
        onClick={() => input.current?.click()}
      >
        {t('choose')}
      </Button>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
        {t('hint', { max: upload.max })}
      </Text>
      {upload.overLimit && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('overLimit', { max: upload.max })}
        </Text>
      )}
    </Box>
  );
}
