import type { EventFrom, SnapshotFrom } from 'xstate';
import type { categoryMenuMachine } from './category-menu.machine.ts';

/** What the all-categories flyout reads from its machine, and the pointer and keyboard intents it sends. */
export interface CategoryMenuApi {
  isOpen: boolean;
  /** The index of the hovered or focused top category, whose lower levels show; null for none. */
  activeIndex: number | null;
  isActive(index: number): boolean;
  pointerEnter(): void;
  pointerLeave(): void;
  toggle(): void;
  close(): void;
  activate(index: number): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof categoryMenuMachine>,
  send: (event: EventFrom<typeof categoryMenuMachine>) => void,
): CategoryMenuApi {
  const { activeIndex } = snapshot.context;
  return {
    isOpen: snapshot.hasTag('open'),
    activeIndex,
    isActive: (index) => activeIndex === index,
    pointerEnter: () => send({ type: 'pointer.enter' }),
    pointerLeave: () => send({ type: 'pointer.leave' }),
    toggle: () => send({ type: 'menu.toggle' }),
    close: () => send({ type: 'menu.close' }),
    activate: (index) => send({ type: 'category.activate', index }),
  };
}
