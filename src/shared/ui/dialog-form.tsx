import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form of a dialog that sends something: its fields (children) in a fieldset disabled while
 * `sending`, the server's words when it refused (`error`), then cancel and submit (`danger` for a
 * refusal or a deletion).
 */
export function DialogForm({
  onSubmit,
  sending,
  error,
  cancelLabel,
  onCancel,
  submitLabel,
  danger,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  sending: boolean;
  error: string | null;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="4">
          {children}
          {error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
          <Flex gap="2" justify="end">
            <Button variant="outline" size="sm" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" size="sm" colorPalette={danger ? 'red' : 'brand'} loading={sending}>
              {submitLabel}
            </Button>
          </Flex>
        </Stack>
      </fieldset>
    </form>
  );
}
