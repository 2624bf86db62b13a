import { ApiError } from './middleware.ts';

/** What `load` answers, or null for a 404 envelope (the thing does not exist, or is not the caller's to see). */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}
