import { PERSONAL_TITLE } from '../../../machines/invoices/invoices.types.ts';

/**
 * An order's personal invoice in words: with the buyer's name as title, or just "personal" when the title
 * is the default 个人 (spec §5), which is no name to repeat (and Chinese in the English frame).
 */
export function personalInvoiceText(
  t: (key: string, options?: Record<string, unknown>) => string,
  title: string | null | undefined,
): string {
  return !title || title === PERSONAL_TITLE
    ? t('order:invoice.personalDefault')
    : t('order:invoice.personal', { title });
}
