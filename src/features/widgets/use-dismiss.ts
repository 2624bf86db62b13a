import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes an open popup on Escape (wherever focus is) and on a press outside `container` (the widget bar
 * with its buttons and panels, so the toggle button itself still toggles). Escape gives focus back to
 * the bar's toggle (`returnFocus`).
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  // The latest close (connect makes a new one each render), without re-subscribing every render.
  const onClose = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      returnFocus?.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container, open, returnFocus]);
}
