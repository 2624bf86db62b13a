/**
 * A wire record as a machine tolerates it from an upstream that is not ours (spec §3 shop, config and user
 * state): every field may be missing or null, and a boolean flag may come as 0/1.
 */
export type Lenient<T> = { [K in keyof T]?: (T[K] extends boolean ? boolean | number : T[K]) | null };
