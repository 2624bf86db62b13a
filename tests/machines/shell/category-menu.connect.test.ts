import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/shell/category-menu.connect.ts';
import { categoryMenuMachine } from '../../../machines/shell/category-menu.machine.ts';

function harness(alwaysOpen: boolean) {
  const clock = new SimulatedClock();
  const actor = createActor(categoryMenuMachine, { clock, input: { alwaysOpen } }).start();
  return { clock, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('category menu connect', () => {
  it('opens 100 ms after the pointer enters and closes when it leaves', () => {
    const { api, clock } = harness(false);
    expect(api().isOpen).toBe(false);
    api().pointerEnter();
    clock.increment(99);
    expect(api().isOpen).toBe(false);
    clock.increment(1);
    expect(api().isOpen).toBe(true);
    api().activate(2);
    expect(api().activeIndex).toBe(2);
    expect(api().isActive(2)).toBe(true);
    expect(api().isActive(1)).toBe(false);
    api().pointerLeave();
    expect(api()).toMatchObject({ isOpen: false, activeIndex: null });
  });

  it('toggles and closes from the keyboard', () => {
    const { api } = harness(false);
    api().toggle();
    expect(api().isOpen).toBe(true);
    api().close();
    expect(api().isOpen).toBe(false);
  });

  it('stays open on home, only forgetting the active category', () => {
    const { api } = harness(true);
    expect(api().isOpen).toBe(true);
    api().activate(0);
    api().close();
    expect(api()).toMatchObject({ isOpen: true, activeIndex: null });
  });
});
