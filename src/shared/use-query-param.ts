import { useSearch } from 'wouter';

/** A query parameter of the current URL, or null. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name);
}
