import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../machines/store-application/store-application.rules.ts';
import { usePictureUpload } from '../../../shared/use-picture-upload.ts';
import { PictureUpload } from '../../../shared/ui/picture-upload.tsx';
import '../locales/index.ts';

/**
 * One document of the application: the picture stored so far (from the draft or the application) and the
 * shared picture field (spec §5: wrong format and over 2 MB refused); a newly stored picture is handed to
 * the application with `onStored`.
 */
export function DocumentField({
  kind,
  currentUrl,
  error,
  onStored,
}: {
  kind: DocumentKind;
  currentUrl: string;
  error: string | null;
  onStored: (fileId: string, url: string) => void;
}) {
  const { t } = useTranslation('storeApplication');
  const upload = usePictureUpload(kind === 'logo' ? 'storeLogo' : 'storeDocument', 1);
  const stored = upload.pictures.find((p) => p.status === 'done' && p.fileId && p.url);
  useEffect(() => {
    if (stored?.fileId && stored.url) onStored(stored.fileId, stored.url);
    // Only a newly stored picture is reported.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored?.fileId]);
  const label = t(`documents.${kind}`);
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="medium">{label}</Text>
      {currentUrl && !stored && (
        <Box>
          <Image
            src={currentUrl}
            alt={label}
            width="160px"
            height="100px"
            objectFit="contain"
            bg="bg.muted"
          />
        </Box>
      )}
      <PictureUpload upload={upload} label={label} />
      {error && (
        <Text role="alert" color="fg.error" fontSize="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
