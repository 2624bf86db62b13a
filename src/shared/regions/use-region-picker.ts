import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { Region } from '../../../machines/cart/cart.types.ts';
import { connect, type RegionPickerApi } from '../../../machines/cart/region-picker.connect.ts';
import { regionPickerMachine, type RegionValue } from '../../../machines/cart/region-picker.machine.ts';
import { inspect } from '../inspect/inspect.ts';
import { regionPickerActors } from './api.ts';

/**
 * A region picker's flow with its loader: starts from `initialValue` (read once) and reports the buyer's
 * choices to `onChange` (null while incomplete) and `onComplete`.
 */
export function useRegionPicker({
  initialValue,
  depth,
  onChange,
  onComplete,
}: {
  initialValue?: Region | null;
  depth?: 3 | 4;
  onChange?: (value: RegionValue | null) => void;
  onComplete?: (value: RegionValue) => void;
}): RegionPickerApi {
  const [snapshot, send, actor] = useMachine(regionPickerMachine.provide({ actors: regionPickerActors }), {
    input: { value: initialValue ?? null, ...(depth ? { depth } : {}) },
    inspect,
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('changed', (e) => onChange?.(e.value)),
      actor.on('completed', (e) => onComplete?.(e.value)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, onChange, onComplete]);
  return connect(snapshot, send);
}
