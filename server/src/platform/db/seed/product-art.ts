/**
 * Product shots for the seeded catalogue: small self-contained SVGs that look like studio photographs of
 * the goods rather than placeholders. Each kind of goods has a drawing of its own (a gel pen, a ream of
 * paper, a laser printer, a safety helmet…) in a 200×200 box with the floor at y≈190; a picture places it
 * on a backdrop with a floor shadow, in the variant's colour, with the brand printed where the real
 * product carries it. Four views per product: the main shot, the back at an angle with its model
 * sticker, the retail package and a close-up of the label.
 *
 * Tokens in the drawings: {b} the body's shaded fill, {d} a dark and {l} a light shade of the body
 * colour, {a} the brand's colour, {m} metal.
 */

interface Kind {
  /** Markup in the 200×200 box. */
  art: string;
  /**
   * Where the brand is printed: x, y, font size, rotation, and the ink: 'w' white (on a band of the brand's
   * colour or on glass), 'a' the brand's colour (on a white plate), 'c' whichever shows on the body.
   */
  label?: [x: number, y: number, size: number, ink: 'w' | 'a' | 'c', rotate?: number];
  /** The drawing and its label turned by this many degrees about the box's centre. */
  turn?: number;
  /** The body colour when the variant names none: 'brand', or colours to choose from per product. */
  body: 'brand' | string[];
}

const NEUTRAL = ['#e5e7eb', '#cbd5e1', '#1f2937'];
const BOX =
  '<path d="M20 70l30-30h150l-30 30z" fill="#f8fafc"/><path d="M170 70l30-30v110l-30 30z" fill="#cbd5e1"/>';

const KINDS = {
  pen: {
    art: '<rect x="88" y="12" width="24" height="150" rx="10" fill="{b}"/><rect x="88" y="118" width="24" height="40" fill="{d}"/><path d="M90 160h20l-10 32z" fill="{m}"/><rect x="85" y="4" width="30" height="56" rx="11" fill="{d}"/><rect x="111" y="12" width="6" height="50" rx="3" fill="{m}"/>',
    label: [104, 88, 12, 'c', 90],
    turn: -35,
    body: ['#e5e7eb', '#1f2937', '#dbeafe'],
  },
  ream: {
    art: `${BOX}<rect x="20" y="70" width="150" height="110" fill="#fff"/><rect x="20" y="102" width="150" height="40" fill="{a}"/><path d="M20 180h150l30-30v-4l-30 30H20z" fill="#e2e8f0"/>`,
    label: [95, 128, 20, 'w'],
    body: NEUTRAL,
  },
  book: {
    art: '<rect x="45" y="18" width="112" height="166" rx="6" fill="{b}"/><rect x="45" y="18" width="16" height="166" rx="4" fill="{d}"/><rect x="138" y="18" width="7" height="166" fill="{d}"/><rect x="74" y="56" width="56" height="30" rx="3" fill="#fff"/>',
    label: [102, 76, 12, 'a'],
    body: ['#1e3a8a', '#7f1d1d', '#374151', '#065f46'],
  },
  note: {
    art: '<rect x="44" y="62" width="124" height="118" rx="3" fill="{d}"/><rect x="38" y="54" width="124" height="118" rx="3" fill="{b}"/><path d="M38 54h124v18H38z" fill="{l}"/>',
    label: [100, 122, 16, 'a'],
    body: ['#fde047', '#f9a8d4', '#86efac'],
  },
  binder: {
    art: '<rect x="58" y="16" width="86" height="170" rx="5" fill="{b}"/><rect x="58" y="16" width="10" height="170" fill="{d}"/><rect x="78" y="36" width="50" height="70" rx="2" fill="#fff"/><circle cx="103" cy="150" r="11" fill="{d}"/>',
    label: [103, 64, 11, 'a'],
    body: ['#2563eb', '#111827', '#94a3b8'],
  },
  stapler: {
    art: '<rect x="18" y="150" width="166" height="26" rx="8" fill="{d}"/><path d="M26 150q2-40 44-44h98q16 0 16 16v28z" fill="{b}"/><rect x="40" y="142" width="130" height="6" fill="{m}"/>',
    label: [110, 134, 16, 'c'],
    body: 'brand',
  },
  calculator: {
    art: '<rect x="50" y="14" width="100" height="172" rx="12" fill="{b}"/><rect x="62" y="28" width="76" height="34" rx="4" fill="#a7b89f"/><path d="M64 96h74M64 118h74M64 140h74M64 162h74" stroke="{l}" stroke-width="14" stroke-dasharray="14 6"/>',
    label: [100, 80, 10, 'c'],
    body: ['#1f2937', '#334155', '#e5e7eb'],
  },
  device: {
    art: '<rect x="28" y="40" width="144" height="146" rx="10" fill="{b}"/><rect x="28" y="40" width="144" height="32" rx="10" fill="{d}"/><rect x="48" y="52" width="104" height="7" rx="3" fill="#111"/><rect x="128" y="86" width="30" height="16" rx="2" fill="#0f172a"/><circle cx="58" cy="94" r="7" fill="{a}"/>',
    label: [100, 150, 18, 'c'],
    body: ['#374151', '#e5e7eb', '#1f2937'],
  },
  printer: {
    art: '<path d="M46 72l12-44h84l12 44z" fill="{l}"/><rect x="62" y="22" width="76" height="40" fill="#fff"/><rect x="14" y="70" width="172" height="92" rx="12" fill="{b}"/><rect x="40" y="112" width="120" height="9" rx="3" fill="{d}"/><path d="M34 160h132l12 22H22z" fill="{d}"/><rect x="140" y="82" width="34" height="14" rx="3" fill="#0f172a"/>',
    label: [66, 96, 14, 'c'],
    body: ['#f1f5f9', '#e5e7eb', '#374151'],
  },
  cartridge: {
    art: '<path d="M18 84h150l18 18v40l-18 18H18z" fill="#374151"/><rect x="18" y="84" width="168" height="18" fill="{b}"/><rect x="40" y="112" width="80" height="26" rx="3" fill="#fff"/><rect x="150" y="110" width="24" height="32" rx="3" fill="#1f2937"/>',
    label: [80, 130, 13, 'a'],
    body: ['#111827'],
  },
  screen: {
    art: '<rect x="8" y="24" width="184" height="118" rx="6" fill="#111827"/><rect x="16" y="32" width="168" height="100" fill="url(#s)"/><path d="M90 142h20l6 34H84z" fill="#374151"/><rect x="58" y="174" width="84" height="9" rx="4" fill="#4b5563"/>',
    label: [100, 88, 18, 'w'],
    body: NEUTRAL,
  },
  projector: {
    art: '<rect x="20" y="80" width="160" height="84" rx="16" fill="{b}"/><circle cx="62" cy="122" r="28" fill="#1f2937"/><circle cx="62" cy="122" r="17" fill="url(#s)"/><rect x="110" y="96" width="54" height="6" rx="3" fill="{d}"/><rect x="40" y="164" width="14" height="14" fill="{d}"/><rect x="146" y="164" width="14" height="14" fill="{d}"/>',
    label: [136, 136, 14, 'c'],
    body: ['#f8fafc', '#e5e7eb'],
  },
  laptop: {
    art: '<rect x="34" y="28" width="132" height="94" rx="6" fill="{d}"/><rect x="40" y="34" width="120" height="82" fill="url(#s)"/><path d="M18 122h164l12 24H6z" fill="{b}"/><rect x="84" y="128" width="32" height="8" rx="2" fill="{d}"/>',
    label: [100, 80, 16, 'w'],
    body: ['#9ca3af', '#374151', '#cbd5e1'],
  },
  tower: {
    art: '<rect x="58" y="14" width="84" height="172" rx="6" fill="{b}"/><path d="M72 40h56M72 52h56M72 64h56" stroke="{d}" stroke-width="5"/><circle cx="100" cy="160" r="8" fill="{a}"/>',
    label: [100, 120, 13, 'c'],
    body: ['#1f2937', '#374151', '#111827'],
  },
  mouse: {
    art: '<path d="M100 30c40 0 56 40 56 82s-22 72-56 72-56-30-56-72 16-82 56-82z" fill="{b}"/><path d="M100 30v56" stroke="{d}" stroke-width="3"/><rect x="95" y="46" width="10" height="22" rx="5" fill="{d}"/>',
    label: [100, 150, 13, 'c'],
    body: ['#1f2937', '#e5e7eb'],
  },
  keyboard: {
    art: '<rect x="4" y="82" width="192" height="84" rx="10" fill="{b}"/><path d="M18 102h164M18 122h164M18 142h164" stroke="{d}" stroke-width="13" stroke-dasharray="13 4"/>',
    label: [164, 162, 9, 'c'],
    body: ['#1f2937', '#e5e7eb'],
  },
  drive: {
    art: '<rect x="44" y="22" width="112" height="164" rx="14" fill="{b}"/><rect x="44" y="22" width="112" height="30" rx="14" fill="{l}"/><circle cx="140" cy="170" r="4" fill="#22c55e"/>',
    label: [100, 112, 16, 'c'],
    body: ['#1f2937', '#1e3a8a', '#991b1b'],
  },
  usb: {
    art: '<rect x="80" y="8" width="40" height="40" rx="3" fill="{m}"/><rect x="88" y="18" width="8" height="8" fill="#475569"/><rect x="104" y="18" width="8" height="8" fill="#475569"/><rect x="68" y="44" width="64" height="140" rx="12" fill="{b}"/><circle cx="100" cy="166" r="7" fill="#fff"/>',
    label: [100, 110, 12, 'c', -90],
    body: ['#dc2626', '#1f2937', '#2563eb'],
  },
  router: {
    art: '<rect x="36" y="30" width="9" height="88" rx="4" fill="{d}"/><rect x="96" y="22" width="9" height="96" rx="4" fill="{d}"/><rect x="156" y="30" width="9" height="88" rx="4" fill="{d}"/><rect x="14" y="110" width="172" height="56" rx="12" fill="{b}"/><path d="M40 150h120" stroke="#22c55e" stroke-width="4" stroke-dasharray="4 12"/>',
    label: [100, 136, 15, 'c'],
    body: ['#f8fafc', '#1f2937'],
  },
  glove: {
    art: '<path d="M62 186v-70L42 78q-7-14 7-18l22 34V36q0-12 12-12t12 12v50V26q0-12 12-12t12 12v60V34q0-12 12-12t12 12v58V54q0-12 12-12t12 12v80q0 30-30 40v12z" fill="{b}"/><rect x="62" y="166" width="80" height="20" rx="3" fill="{d}"/>',
    label: [104, 130, 13, 'c'],
    body: ['#f97316', '#1f2937', '#eab308', '#f8fafc'],
  },
  helmet: {
    art: '<path d="M30 146a70 70 0 0 1 140 0z" fill="{b}"/><rect x="14" y="140" width="172" height="18" rx="9" fill="{d}"/><rect x="92" y="76" width="16" height="66" rx="6" fill="{l}"/>',
    label: [62, 124, 13, 'c'],
    body: ['#facc15', '#f8fafc', '#ef4444'],
  },
  mask: {
    art: '<path d="M36 106c20 40 110 40 128 0" stroke="#94a3b8" stroke-width="4" fill="none"/><path d="M30 96q70-60 140 0-8 62-70 74-62-12-70-74z" fill="{b}"/><path d="M100 52v118" stroke="{d}" stroke-width="2"/><circle cx="132" cy="120" r="14" fill="{a}"/>',
    label: [68, 116, 12, 'c'],
    body: ['#f8fafc', '#e2e8f0'],
  },
  vest: {
    art: '<path d="M58 28l26 12h32l26-12 32 40v118H26V68z" fill="{b}"/><path d="M84 40l16 40 16-40z" fill="#fff"/><rect x="26" y="118" width="148" height="11" fill="#e5e7eb"/><rect x="26" y="148" width="148" height="11" fill="#e5e7eb"/>',
    label: [100, 104, 13, 'c'],
    body: ['#f97316', '#1e3a8a', '#84cc16'],
  },
  wrench: {
    art: '<path d="M72 16a28 28 0 1 0 56 0V4h-16v22H88V4H72z" fill="{m}"/><rect x="90" y="40" width="20" height="90" fill="{m}"/><rect x="86" y="110" width="28" height="84" rx="12" fill="{b}"/>',
    label: [104, 152, 11, 'c', 90],
    turn: -35,
    body: 'brand',
  },
  drill: {
    art: '<path d="M28 46h112q22 0 22 22v14q0 22-22 22h-38l-10 42H64l6-42H28z" fill="{b}"/><rect x="160" y="60" width="20" height="30" rx="4" fill="#374151"/><rect x="180" y="72" width="18" height="6" fill="{m}"/><rect x="50" y="146" width="66" height="38" rx="6" fill="#1f2937"/>',
    label: [84, 80, 15, 'c'],
    body: 'brand',
  },
  screw: {
    art: '<path d="M56 30h88l12 22-12 22H56L44 52z" fill="{d}"/><rect x="80" y="74" width="40" height="100" fill="{b}"/><path d="M100 78v92" stroke="{d}" stroke-width="40" stroke-dasharray="3 6"/><path d="M80 174h40l-20 16z" fill="{b}"/>',
    body: ['#9ca3af', '#cbd5e1'],
  },
  meter: {
    art: '<rect x="48" y="14" width="104" height="172" rx="14" fill="{b}"/><rect x="58" y="24" width="84" height="152" rx="8" fill="#1f2937"/><rect x="66" y="34" width="68" height="34" fill="#a7b89f"/><circle cx="100" cy="116" r="24" fill="#374151"/><path d="M100 116l14-14" stroke="#fff" stroke-width="4"/>',
    label: [100, 160, 11, 'w'],
    body: 'brand',
  },
  tissue: {
    art: '<path d="M20 92l20-26h160l-20 26z" fill="{l}"/><path d="M180 92l20-26v82l-20 26z" fill="{d}"/><rect x="20" y="92" width="160" height="82" fill="{b}"/><path d="M88 78q18-36 36 0z" fill="#fff"/><rect x="20" y="118" width="160" height="30" fill="{a}"/>',
    label: [100, 139, 16, 'w'],
    body: ['#f8fafc', '#fce7f3', '#e0f2fe'],
  },
  bottle: {
    art: '<rect x="78" y="6" width="44" height="20" rx="3" fill="{d}"/><path d="M82 24h36v22q32 14 32 46v84q0 10-10 10H60q-10 0-10-10V92q0-32 32-46z" fill="{b}"/><rect x="58" y="98" width="84" height="62" rx="4" fill="#fff"/>',
    label: [100, 134, 14, 'a'],
    body: ['#60a5fa', '#4ade80', '#f472b6', '#facc15'],
  },
  bucket: {
    art: '<path d="M46 62h108l-11 122H57z" fill="{b}"/><rect x="38" y="50" width="124" height="16" rx="6" fill="{d}"/><path d="M52 58q48-60 96 0" stroke="{m}" stroke-width="5" fill="none"/>',
    label: [100, 128, 14, 'c'],
    body: ['#3b82f6', '#64748b', '#22c55e'],
  },
  water: {
    art: '<rect x="86" y="4" width="28" height="14" rx="3" fill="{a}"/><path d="M88 18h24v12q22 12 22 36v108q0 12-12 12H78q-12 0-12-12V66q0-24 22-36z" fill="{b}" opacity=".85"/><rect x="66" y="96" width="68" height="46" fill="{a}"/>',
    label: [100, 124, 11, 'w'],
    body: ['#bae6fd', '#e0f2fe'],
  },
  tin: {
    art: '<rect x="50" y="42" width="100" height="144" rx="6" fill="{b}"/><rect x="45" y="30" width="110" height="22" rx="4" fill="{d}"/><rect x="50" y="96" width="100" height="48" fill="#fff"/>',
    label: [100, 126, 14, 'a'],
    body: ['#166534', '#7f1d1d', '#78350f'],
  },
  snack: {
    art: '<path d="M40 32q60-10 120 0l-6 148q-54 10-108 0z" fill="{b}"/><rect x="38" y="22" width="124" height="14" fill="{d}"/><rect x="38" y="172" width="124" height="12" fill="{d}"/><ellipse cx="100" cy="138" rx="34" ry="22" fill="#fef3c7"/>',
    label: [100, 88, 18, 'c'],
    body: 'brand',
  },
  sack: {
    art: '<path d="M36 40q64-20 128 0l10 144H26z" fill="{b}"/><rect x="28" y="98" width="144" height="44" fill="{a}"/><path d="M50 34q50-10 100 0" stroke="{d}" stroke-width="4" fill="none"/>',
    label: [100, 127, 18, 'w'],
    body: ['#f5f5f4', '#fef3c7'],
  },
  kettle: {
    art: '<path d="M140 70q40 10 30 62-5 20-26 24" stroke="{d}" stroke-width="12" fill="none"/><path d="M52 62h88l10 112H42z" fill="{b}"/><path d="M52 78L22 58l6 24z" fill="{d}"/><rect x="60" y="50" width="72" height="14" rx="6" fill="{d}"/><rect x="34" y="172" width="124" height="14" rx="4" fill="{d}"/>',
    label: [96, 124, 13, 'c'],
    body: ['#f8fafc', '#e5e7eb', '#1f2937'],
  },
  fridge: {
    art: '<rect x="44" y="8" width="112" height="178" rx="10" fill="{b}"/><path d="M44 72h112" stroke="{d}" stroke-width="3"/><rect x="136" y="30" width="6" height="30" rx="3" fill="{d}"/><rect x="136" y="86" width="6" height="50" rx="3" fill="{d}"/>',
    label: [92, 50, 12, 'c'],
    body: ['#f8fafc', '#e5e7eb', '#9ca3af'],
  },
  oven: {
    art: '<rect x="14" y="48" width="172" height="116" rx="8" fill="{b}"/><rect x="26" y="62" width="110" height="88" rx="4" fill="#1f2937"/><rect x="146" y="66" width="28" height="12" rx="2" fill="#0f172a"/><circle cx="160" cy="120" r="9" fill="{d}"/>',
    label: [81, 110, 14, 'w'],
    body: ['#f8fafc', '#d1d5db', '#1f2937'],
  },
  ac: {
    art: '<rect x="6" y="60" width="188" height="74" rx="16" fill="{b}"/><path d="M20 118h160" stroke="{d}" stroke-width="6"/><circle cx="170" cy="80" r="3" fill="#22c55e"/>',
    label: [100, 96, 16, 'c'],
    body: ['#f8fafc'],
  },
  cooker: {
    art: '<rect x="30" y="76" width="140" height="104" rx="40" fill="{b}"/><path d="M30 100q70-66 140 0z" fill="{d}"/><rect x="84" y="48" width="32" height="12" rx="6" fill="{d}"/><rect x="76" y="124" width="48" height="20" rx="4" fill="#0f172a"/>',
    label: [100, 166, 13, 'c'],
    body: ['#f8fafc', '#e5e7eb'],
  },
  strip: {
    art: '<path d="M12 120q-10 48 40 62" stroke="#374151" stroke-width="6" fill="none"/><rect x="10" y="94" width="180" height="52" rx="12" fill="{b}"/><path d="M26 120h124" stroke="{d}" stroke-width="20" stroke-dasharray="22 10"/><rect x="160" y="110" width="20" height="20" rx="4" fill="#dc2626"/>',
    label: [90, 142, 8, 'c'],
    body: ['#f8fafc', '#e5e7eb'],
  },
  reel: {
    art: '<circle cx="100" cy="108" r="80" fill="{b}"/><circle cx="100" cy="108" r="60" fill="none" stroke="{d}" stroke-width="3"/><circle cx="100" cy="108" r="40" fill="none" stroke="{d}" stroke-width="3"/><circle cx="100" cy="108" r="22" fill="#f1f5f9"/><path d="M170 150q20 20 24 36" stroke="{b}" stroke-width="8" fill="none"/>',
    label: [100, 60, 13, 'c'],
    body: ['#dc2626', '#2563eb', '#ca8a04'],
  },
  bulb: {
    art: '<path d="M100 18a56 56 0 0 1 34 100v18H66v-18a56 56 0 0 1 34-100z" fill="{b}"/><rect x="68" y="136" width="64" height="36" rx="4" fill="{m}"/><path d="M68 146h64M68 158h64" stroke="#94a3b8" stroke-width="3"/><path d="M86 172h28l-6 14h-16z" fill="#374151"/>',
    label: [100, 84, 14, 'c'],
    body: ['#fefce8', '#f8fafc'],
  },
  tube: {
    art: '<rect x="10" y="90" width="180" height="24" rx="12" fill="{b}"/><rect x="4" y="92" width="12" height="20" rx="3" fill="{m}"/><rect x="184" y="92" width="12" height="20" rx="3" fill="{m}"/>',
    label: [100, 107, 12, 'c'],
    body: ['#f8fafc'],
  },
  flood: {
    art: '<path d="M100 150v30M60 184h80" stroke="#374151" stroke-width="8"/><rect x="30" y="30" width="140" height="116" rx="10" fill="{b}"/><rect x="42" y="42" width="116" height="80" rx="4" fill="#fef9c3"/>',
    label: [100, 140, 11, 'c'],
    body: ['#374151', '#1f2937'],
  },
  breaker: {
    art: '<rect x="56" y="18" width="88" height="168" rx="6" fill="{b}"/><rect x="56" y="60" width="88" height="70" fill="{l}"/><rect x="84" y="74" width="32" height="40" rx="4" fill="#1f2937"/><rect x="56" y="18" width="88" height="14" fill="{a}"/>',
    label: [100, 154, 13, 'c'],
    body: ['#f8fafc'],
  },
  trolley: {
    art: '<path d="M166 152V30h-26" stroke="{d}" stroke-width="10" fill="none"/><rect x="18" y="146" width="158" height="16" rx="3" fill="{b}"/><circle cx="44" cy="176" r="12" fill="#1f2937"/><circle cx="150" cy="176" r="12" fill="#1f2937"/><rect x="30" y="92" width="100" height="54" rx="3" fill="#d6b98c"/>',
    label: [80, 124, 13, 'a'],
    body: 'brand',
  },
  drum: {
    art: '<rect x="46" y="36" width="108" height="150" rx="12" fill="{b}"/><rect x="120" y="18" width="22" height="22" rx="3" fill="{d}"/><path d="M62 36V22h40v14" stroke="{d}" stroke-width="8" fill="none"/><rect x="58" y="88" width="84" height="64" rx="4" fill="#fff"/>',
    label: [100, 126, 14, 'a'],
    body: 'brand',
  },
  carton: {
    art: `${BOX}<rect x="20" y="70" width="150" height="110" fill="{b}"/><rect x="20" y="100" width="150" height="36" fill="{a}"/><path d="M170 180l30-30" stroke="#94a3b8" stroke-width="2"/>`,
    label: [95, 124, 18, 'w'],
    body: ['#d6b98c'],
  },
  extinguisher: {
    art: '<path d="M92 30h30l26-8v10l-22 10" fill="#1f2937"/><rect x="88" y="28" width="24" height="26" fill="#1f2937"/><path d="M88 50q-34 20-26 70" stroke="#1f2937" stroke-width="6" fill="none"/><rect x="66" y="52" width="68" height="134" rx="30" fill="{b}"/><rect x="74" y="96" width="52" height="54" rx="3" fill="#fff"/>',
    label: [100, 128, 11, 'a'],
    body: ['#dc2626'],
  },
  camera: {
    art: '<path d="M100 186v-40M70 186h60" stroke="#9ca3af" stroke-width="8"/><rect x="26" y="76" width="148" height="60" rx="24" fill="{b}"/><circle cx="150" cy="106" r="20" fill="#111827"/><circle cx="150" cy="106" r="10" fill="url(#s)"/>',
    label: [84, 112, 14, 'c'],
    body: ['#f8fafc'],
  },
  detector: {
    art: '<circle cx="100" cy="104" r="76" fill="{b}"/><circle cx="100" cy="104" r="52" fill="none" stroke="{d}" stroke-width="3"/><circle cx="100" cy="104" r="10" fill="#dc2626"/>',
    label: [100, 146, 11, 'c'],
    body: ['#f8fafc'],
  },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;

/** The drawing of each second-level category, and of the leaves that look unlike their group. */
const GROUP_KIND: Record<string, KindName> = {
  书写工具: 'pen',
  纸张本册: 'ream',
  文件管理: 'binder',
  桌面文具: 'stapler',
  财务用品: 'book',
  打印设备: 'printer',
  打印耗材: 'cartridge',
  投影显示: 'screen',
  办公机器: 'device',
  电脑整机: 'laptop',
  电脑外设: 'mouse',
  存储设备: 'drive',
  网络设备: 'router',
  手部防护: 'glove',
  头部防护: 'helmet',
  呼吸防护: 'mask',
  身体防护: 'vest',
  手动工具: 'wrench',
  电动工具: 'drill',
  紧固件: 'screw',
  测量工具: 'meter',
  纸品湿巾: 'tissue',
  清洁剂: 'bottle',
  清洁工具: 'bucket',
  个人护理: 'bottle',
  饮用水: 'water',
  茶叶冲饮: 'tin',
  休闲零食: 'snack',
  粮油调味: 'sack',
  生活电器: 'kettle',
  厨房电器: 'oven',
  大家电: 'fridge',
  个护电器: 'mouse',
  插座开关: 'strip',
  电线电缆: 'reel',
  照明灯具: 'flood',
  配电电器: 'breaker',
  搬运存储: 'trolley',
  润滑密封: 'drum',
  焊接材料: 'carton',
  消防安防: 'extinguisher',
};

const LEAF_KIND: Record<string, KindName> = {
  笔记本: 'book',
  软抄本: 'book',
  会议记录本: 'book',
  便利贴: 'note',
  计算器: 'calculator',
  点钞机: 'device',
  支票打印机: 'device',
  投影仪: 'projector',
  台式机: 'tower',
  服务器: 'tower',
  工作站: 'tower',
  键盘: 'keyboard',
  键鼠套装: 'keyboard',
  显示器: 'screen',
  U盘: 'usb',
  存储卡: 'usb',
  碳粉: 'bottle',
  墨水: 'bottle',
  食用油: 'bottle',
  酱油: 'bottle',
  食醋: 'bottle',
  电视: 'screen',
  空调: 'ac',
  冰箱: 'fridge',
  电饭煲: 'cooker',
  电磁炉: 'oven',
  豆浆机: 'kettle',
  LED灯泡: 'bulb',
  LED灯管: 'tube',
  监控摄像头: 'camera',
  烟雾报警器: 'detector',
  周转箱: 'bucket',
  工具柜: 'fridge',
  仓储货架: 'trolley',
  润滑脂: 'tin',
  螺纹胶: 'bottle',
  生料带: 'reel',
  防锈剂: 'bottle',
};

/** The drawing for a leaf category of a group. */
export function kindOf(group: string, leaf: string): KindName {
  return LEAF_KIND[leaf] ?? GROUP_KIND[group] ?? 'carton';
}

const NAMED_COLOURS: Record<string, string> = {
  黑色: '#1f2937',
  蓝色: '#1d4ed8',
  红色: '#dc2626',
  白色: '#f8fafc',
  透明: '#e2e8f0',
  灰色: '#6b7280',
  绿色: '#16a34a',
  黄色: '#eab308',
  青色: '#06b6d4',
  品红: '#db2777',
};

/** The colour a spec value names (颜色: 蓝色), if it names one. */
export function namedColour(value: string): string | undefined {
  return NAMED_COLOURS[value];
}

const BRAND_COLOURS = [
  '#c8102e',
  '#0057b8',
  '#00843d',
  '#f2a900',
  '#5f259f',
  '#e35205',
  '#00a3ad',
  '#1f2937',
  '#b5121b',
  '#003da5',
  '#d50032',
  '#007a33',
];

/** A brand's colour: the same for every product of the brand. */
export function brandColour(nameEn: string): string {
  let h = 7;
  for (const ch of nameEn) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return BRAND_COLOURS[h % BRAND_COLOURS.length]!;
}

const shades = new Map<string, string>();

/** `hex` mixed with white (t > 0) or black (t < 0) by |t| (remembered: a few dozen colours recur). */
function shade(hex: string, t: number): string {
  const key = hex + t;
  let out = shades.get(key);
  if (out === undefined) {
    const n = parseInt(hex.slice(1), 16);
    const target = t > 0 ? 255 : 0;
    out = '#';
    for (const shift of [16, 8, 0]) {
      const c = (n >> shift) & 255;
      out += Math.round(c + (target - c) * Math.abs(t))
        .toString(16)
        .padStart(2, '0');
    }
    shades.set(key, out);
  }
  return out;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface ProductShot {
  kind: KindName;
  /** The body colour: the variant's, or chosen per product from the kind's colours. */
  body?: string;
  /** A number that varies per product (a hash of its SPU code): picks colours and the angle. */
  seed: number;
  brand: string;
  brandColour: string;
  model: string;
  /** The leaf category, printed on the package: 签字笔. */
  title: string;
  /** The pack or spec line printed on the package and the close-up: 0.5mm 黑色 12支/盒. */
  detail: string;
  /** The category's backdrop tint. */
  tint: string;
}

/** The body colour of a product: the one given, else one of its kind's by `seed`. */
function bodyColour(p: ProductShot): string {
  if (p.body) return p.body;
  const { body } = KINDS[p.kind] as Kind;
  return body === 'brand' ? p.brandColour : (body[p.seed % body.length] as string);
}

/** The drawing with its colours filled in, and the brand where the product carries it (unless `plain`). */
function drawing(p: ProductShot, plain = false): string {
  const kind = KINDS[p.kind] as Kind;
  const body = bodyColour(p);
  const art = kind.art
    .replaceAll('{b}', 'url(#b)')
    .replaceAll('{d}', shade(body, -0.35))
    .replaceAll('{l}', shade(body, 0.45))
    .replaceAll('{a}', p.brandColour)
    .replaceAll('{m}', '#cbd5e1');
  let out = art;
  if (!plain && kind.label) {
    const [x, y, size, ink, rotate] = kind.label;
    const turn = rotate ? ` transform="rotate(${rotate} ${x} ${y})"` : '';
    const colour = ink === 'w' || (ink === 'c' && !isLight(body)) ? '#fff' : p.brandColour;
    out += `<text x="${x}" y="${y}"${turn} text-anchor="middle" font-size="${size}" font-weight="700" fill="${colour}">${escapeXml(p.brand)}</text>`;
  }
  return kind.turn ? `<g transform="rotate(${kind.turn} 100 100)">${out}</g>` : out;
}

function isLight(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 > 200;
}

/** The gradients of a shot: backdrop (g), body (b) and, for drawings with a screen or lens, glass (s). */
function defs(p: ProductShot, backdrop: string): string {
  const body = bodyColour(p);
  const glass = (KINDS[p.kind] as Kind).art.includes('url(#s)')
    ? `<linearGradient id="s" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#60a5fa"/></linearGradient>`
    : '';
  return (
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${backdrop}"/></linearGradient>` +
    `<linearGradient id="b"><stop offset="0" stop-color="${shade(body, 0.3)}"/><stop offset=".6" stop-color="${body}"/><stop offset="1" stop-color="${shade(body, -0.25)}"/></linearGradient>` +
    `${glass}</defs>`
  );
}

/** A font size at which `text` fits `width` (a CJK glyph is about one em, a Latin one about half). */
function fit(text: string, width: number, max: number): number {
  const ems = [...text].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.56), 0);
  return Math.max(8, Math.min(max, Math.floor(width / Math.max(1, ems))));
}

/** A 400×400 picture; its texts inherit the font from the root. */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="PingFang SC,Microsoft YaHei,Noto Sans CJK SC,sans-serif">${body}</svg>`;

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 9}" fill="#0f172a" opacity=".14"/>`;

/** The main shot: the product on a soft backdrop, turned a few degrees, the brand's mark in the corner. */
export function mainShot(p: ProductShot): string {
  const angle = (p.seed % 9) - 4;
  return svg(
    defs(p, shade(p.tint, 0.2)) +
      `<rect width="400" height="400" fill="url(#g)"/>` +
      shadow(200, 352, 130) +
      `<g transform="translate(50 40) scale(1.5) rotate(${angle} 100 100)">${drawing(p)}</g>` +
      `<text x="24" y="40" font-size="18" font-weight="700" fill="${p.brandColour}">${escapeXml(p.brand)}</text>`,
  );
}

/** The back at an angle, on a cool grey backdrop, with the model sticker instead of the brand. */
export function backShot(p: ProductShot): string {
  return svg(
    defs(p, '#e2e8f0') +
      `<rect width="400" height="400" fill="url(#g)"/>` +
      shadow(200, 350, 120) +
      `<g transform="translate(335 50) scale(-1.35 1.35) rotate(-8 100 100)">${drawing(p, true)}</g>` +
      `<rect x="236" y="300" width="140" height="40" rx="4" fill="#fff" stroke="#cbd5e1"/>` +
      `<text x="306" y="326" text-anchor="middle" font-size="15" fill="#334155">${escapeXml(p.model)}</text>`,
  );
}

/** The retail package in the brand's colour, with the product standing in front of it. */
export function packageShot(p: ProductShot): string {
  const c = p.brandColour;
  return svg(
    defs(p, shade(p.tint, 0.4)) +
      `<rect width="400" height="400" fill="url(#g)"/>` +
      shadow(210, 352, 170) +
      `<path d="M70 110l50-46h240l-50 46z" fill="${shade(c, 0.25)}"/><path d="M310 110l50-46v226l-50 46z" fill="${shade(c, -0.3)}"/>` +
      `<rect x="70" y="110" width="240" height="226" fill="${c}"/>` +
      `<text x="190" y="158" text-anchor="middle" font-size="${fit(p.brand, 220, 26)}" font-weight="700" fill="#fff">${escapeXml(p.brand)}</text>` +
      `<text x="190" y="192" text-anchor="middle" font-size="20" fill="#fff">${escapeXml(p.title)}</text>` +
      `<text x="190" y="218" text-anchor="middle" font-size="${fit(p.detail, 220, 13)}" fill="#fff" opacity=".85">${escapeXml(p.detail)}</text>` +
      `<g transform="translate(14 214) scale(.7)">${drawing(p)}</g>`,
  );
}

/** A close-up of the label, with the spec line under it. */
export function detailShot(p: ProductShot): string {
  const kind = KINDS[p.kind] as Kind;
  const [x, y] = kind.label ?? [100, 100];
  const s = 2.6;
  return svg(
    defs(p, shade(p.tint, 0.1)) +
      `<rect width="400" height="400" fill="url(#g)"/>` +
      `<g transform="translate(${200 - x * s} ${170 - y * s}) scale(${s})">${drawing(p)}</g>` +
      `<rect y="330" width="400" height="70" fill="#fff" opacity=".92"/>` +
      `<text x="200" y="360" text-anchor="middle" font-size="17" font-weight="700" fill="#1f2937">${escapeXml(p.title)} ${escapeXml(p.model)}</text>` +
      `<text x="200" y="384" text-anchor="middle" font-size="${fit(p.detail, 380, 13)}" fill="#64748b">${escapeXml(p.detail)}</text>`,
  );
}

/** Every kind, for tests and for looking at them all at once. */
export const KIND_NAMES = Object.keys(KINDS) as KindName[];
