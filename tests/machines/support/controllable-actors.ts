import { fromPromise } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Lets pending promise microtasks and xstate's done events run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Promise actors that stay pending until the test settles them, so a model's environment events
 * ("shop found", "send fails") can be replayed against the real machine in any order.
 */
export function controllableActors() {
  const pending = new Map<string, Pending>();
  const inputs: Record<string, unknown[]> = {};
  function actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          (inputs[name] ??= []).push(input);
          pending.set(name, { input, resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  }
  function take(name: string): Pending {
    const p = pending.get(name);
    if (!p) throw new Error(`the machine is not running ${name}`);
    pending.delete(name);
    return p;
  }
  return {
    actor,
    inputs,
    isPending: (name: string) => pending.has(name),
    /** The pending call of an actor, to settle later by hand (a late answer the machine has dropped). */
    take,
    async resolve(name: string, value?: unknown) {
      take(name).resolve(value);
      await flush();
    },
    async reject(name: string, reason: unknown = new Error(`${name} failed`)) {
      take(name).reject(reason);
      await flush();
    },
    /** Forget actors abandoned by the machine (superseded navigations). */
    clear: () => pending.clear(),
  };
}
