import { createHash } from 'node:crypto';

/** Base instant for every seeded timestamp, so two seeds are byte-identical. */
export const SEED_EPOCH_MS = Date.UTC(2026, 0, 1);

/** An ISO timestamp `minutes` after the seed epoch. */
export function seedTime(minutes: number): string {
  return new Date(SEED_EPOCH_MS + minutes * 60_000).toISOString();
}

/**
 * Hands out explicit bigserial ids so rows can reference each other before anything is inserted. Ids are
 * global per table (the sequences are), allocated in build order; the writer moves each sequence past the
 * highest id afterwards.
 */
export class IdAllocator {
  private readonly last = new Map<string, number>();

  next(table: string): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }

  /** Tables and the highest id handed out for each. */
  entries(): Array<[string, number]> {
    return [...this.last.entries()];
  }
}

/** A short, stable file id: the same shop and key always name the same file. */
export function fileId(shopId: string, key: string): string {
  return createHash('sha256').update(`${shopId}/${key}`).digest('hex').slice(0, 24);
}

/** The public URL of a stored file, the form every seeded row uses. */
export function fileUrl(shopId: string, id: string): string {
  return `/iiot/jcmall-oss/file/${shopId}/${id}`;
}
