import { Box, Heading } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native `<dialog>` (focus trap, Escape and the top layer come with it), open while
 * mounted; Escape calls `onDismiss`.
 */
export function ModalDialog({
  title,
  titleId,
  onDismiss,
  width = '32rem',
  role,
  describedBy,
  children,
}: {
  title: string;
  titleId: string;
  /** The id of the element that states what the dialog asks (a confirmation's question). */
  describedBy?: string;
  onDismiss: () => void;
  width?: string;
  role?: 'alertdialog';
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
      style={{ border: 'none', borderRadius: 8, padding: 0, margin: 'auto', width: `min(${width}, 95vw)` }}
    >
      <Box p="5" bg="bg.panel" color="fg">
        <Heading as="h2" size="md" id={titleId} mb="4">
          {title}
        </Heading>
        {children}
      </Box>
    </dialog>
  );
}
