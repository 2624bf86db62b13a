import { Box, Button, Image, Link, Stack, Text } from '@chakra-ui/react';

/**
 * A payment provider's QR code. The SVG document the server made is shown through an `<img>` data URL,
 * so nothing in it can run.
 */
export function QrImage({ svg, alt, size }: { svg: string; alt: string; size: string }) {
  return (
    <Box borderWidth="1px" p="2" bg="white">
      <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} boxSize={size} />
    </Box>
  );
}

/** The page a QR code encodes, opened in a new tab (the demo has no phone to scan with). */
export function QrPageLink({ url, children }: { url: string; children: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg">
      {children}
    </Link>
  );
}

/**
 * A payment waiting on its QR code (top-up, membership): what to scan and for how much, the code and its
 * page, and a way out, until the callback lands. The texts are the caller's, in its own namespace.
 */
export function QrWaiting(props: {
  testId: string;
  qr: { qrSvg?: string | null; qrUrl?: string | null };
  texts: { scan: string; amount: string; alt: string; openPage: string; waiting: string; cancel: string };
  onCancel: () => void;
}) {
  const { qr, texts } = props;
  return (
    <Stack align="center" gap="3" data-testid={props.testId}>
      <Text fontWeight="bold">{texts.scan}</Text>
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
        {texts.amount}
      </Text>
      {qr.qrSvg && <QrImage svg={qr.qrSvg} alt={texts.alt} size="48" />}
      {qr.qrUrl && <QrPageLink url={qr.qrUrl}>{texts.openPage}</QrPageLink>}
      <Text fontSize="sm" role="status">
        {texts.waiting}
      </Text>
      <Button size="sm" variant="outline" onClick={props.onCancel}>
        {texts.cancel}
      </Button>
    </Stack>
  );
}
