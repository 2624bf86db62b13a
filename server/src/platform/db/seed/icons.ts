/**
 * Flat glyphs drawn in a 100×100 box, used on product pictures, category icons and banners. Each is a few
 * primitives filled with `currentColor`-style placeholders: the caller substitutes `{c}` (main colour) and
 * `{l}` (light accent).
 */
export const ICONS = {
  pen: '<rect x="42" y="8" width="16" height="62" rx="4" fill="{c}"/><path d="M42 70h16l-8 22z" fill="{l}"/><rect x="42" y="20" width="16" height="6" fill="{l}"/>',
  paper:
    '<rect x="20" y="14" width="54" height="72" rx="4" fill="{l}"/><rect x="28" y="8" width="54" height="72" rx="4" fill="{c}"/><path d="M38 28h34M38 40h34M38 52h24" stroke="{l}" stroke-width="5"/>',
  printer:
    '<rect x="28" y="10" width="44" height="24" rx="3" fill="{l}"/><rect x="10" y="32" width="80" height="38" rx="8" fill="{c}"/><rect x="26" y="58" width="48" height="32" rx="3" fill="{l}"/><circle cx="76" cy="44" r="4" fill="{l}"/>',
  laptop:
    '<rect x="18" y="16" width="64" height="46" rx="5" fill="{c}"/><rect x="24" y="22" width="52" height="34" fill="{l}"/><path d="M6 68h88l-8 12H14z" fill="{c}"/>',
  helmet:
    '<path d="M14 66a36 36 0 0 1 72 0z" fill="{c}"/><rect x="8" y="64" width="84" height="10" rx="5" fill="{c}"/><rect x="44" y="26" width="12" height="40" rx="4" fill="{l}"/>',
  wrench:
    '<path d="M70 10a20 20 0 0 0-18 28L14 76l10 10 38-38a20 20 0 0 0 28-18l-12 8-10-4-2-10z" fill="{c}"/><circle cx="22" cy="78" r="4" fill="{l}"/>',
  bottle:
    '<rect x="40" y="6" width="20" height="12" rx="2" fill="{l}"/><path d="M36 18h28l6 14v54a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V32z" fill="{c}"/><rect x="36" y="46" width="28" height="22" rx="3" fill="{l}"/>',
  cup: '<path d="M18 26h56l-6 62H24z" fill="{c}"/><path d="M74 36h8a10 10 0 0 1 0 20h-10" stroke="{c}" stroke-width="6" fill="none"/><path d="M30 10q6 6 0 12M46 10q6 6 0 12M62 10q6 6 0 12" stroke="{l}" stroke-width="4" fill="none"/>',
  appliance:
    '<rect x="20" y="8" width="60" height="84" rx="8" fill="{c}"/><rect x="28" y="16" width="44" height="30" rx="4" fill="{l}"/><circle cx="50" cy="68" r="12" fill="{l}"/>',
  bolt: '<path d="M58 6L20 56h24l-8 38 40-52H52z" fill="{c}"/><circle cx="78" cy="20" r="6" fill="{l}"/>',
  gear: '<circle cx="50" cy="50" r="30" fill="{c}"/><circle cx="50" cy="50" r="12" fill="{l}"/><path d="M44 8h12v14H44zM44 78h12v14H44zM8 44h14v12H8zM78 44h14v12H78z" fill="{c}"/>',
  gift: '<rect x="14" y="38" width="72" height="50" rx="4" fill="{c}"/><rect x="10" y="28" width="80" height="16" rx="3" fill="{l}"/><rect x="44" y="28" width="12" height="60" fill="{l}"/><path d="M50 28c-10-18-30-14-22 0zM50 28c10-18 30-14 22 0z" fill="{c}"/>',
  cart: '<path d="M8 16h14l10 48h50l8-34H28" stroke="{c}" stroke-width="8" fill="none" stroke-linejoin="round"/><circle cx="38" cy="80" r="7" fill="{l}"/><circle cx="74" cy="80" r="7" fill="{l}"/>',
  shield:
    '<path d="M50 6l38 14v26c0 24-16 40-38 48-22-8-38-24-38-48V20z" fill="{c}"/><path d="M32 50l12 12 24-26" stroke="{l}" stroke-width="8" fill="none"/>',
} as const;

export type IconName = keyof typeof ICONS;

/** The glyph's markup in the given colours. */
export function iconMarkup(name: IconName, color: string, light: string): string {
  return ICONS[name].replaceAll('{c}', color).replaceAll('{l}', light);
}
