import { Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A labelled form row: `children` gets the control's id and the id of its message (for
 * `aria-describedby`); the message, when there is one, shows under the control as an alert.
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Stack gap="1">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      {children({ id, describedBy: error ? messageId : undefined, invalid: Boolean(error) })}
      {error && (
        <Text id={messageId} role="alert" color="fg.error" fontSize="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
