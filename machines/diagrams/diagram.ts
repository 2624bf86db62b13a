import { and, not, or, stateIn, type AnyStateMachine } from 'xstate';

/**
 * State diagrams of machines (`npm run diagrams`, the in-app viewer): the definition reduced to boxes and
 * labelled edges, then drawn as a self-contained SVG and as Mermaid text. Pure: no DOM, no layout library.
 */

// ---------------------------------------------------------------------------------------------------
// Diagram model: the machine definition reduced to boxes and labelled edges.

type NodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A state of the diagram; `id` is the XState state node id (`routeGuard.navigation.allowed`). */
export interface DiagramState {
  id: string;
  key: string;
  type: NodeType;
  tags: string[];
  invokes: string[];
  /** Labels of transitions without a target (actions only). */
  internal: string[];
  initial: string | null;
  children: DiagramState[];
}

export type EdgeKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface DiagramEdge {
  source: string;
  target: string;
  label: string;
  kind: EdgeKind;
  /** The event name for plain events, else null. */
  event: string | null;
}

export interface DiagramModel {
  machineId: string;
  root: DiagramState;
  edges: DiagramEdge[];
}

interface NodeLike {
  id: string;
  key: string;
  type: NodeType;
  tags: string[];
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  invoke: Array<{ id: string; src: unknown }>;
  initial: { target: NodeLike[] };
  machine: AnyStateMachine;
}
interface TransitionLike {
  eventType: string;
  target?: readonly NodeLike[] | undefined;
  guard?: unknown;
  delay?: unknown;
}

const AND_CHECK = (and([]) as unknown as { check: unknown }).check;
const OR_CHECK = (or([]) as unknown as { check: unknown }).check;
const NOT_CHECK = (not('x') as unknown as { check: unknown }).check;
const STATE_IN_CHECK = (stateIn('x') as unknown as { check: unknown }).check;

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { check?: unknown; guards?: unknown[] };
    const parts = (g.guards ?? []).map(guardLabel);
    if (g.check === AND_CHECK) return parts.join(' and ');
    if (g.check === OR_CHECK) return `(${parts.join(' or ')})`;
    if (g.check === NOT_CHECK) return `not ${parts[0] ?? ''}`;
    if (g.check === STATE_IN_CHECK) {
      const value = (guard as { stateValue?: unknown }).stateValue;
      return `in ${typeof value === 'string' ? value.replace(/^#[^.]+\./, '') : JSON.stringify(value)}`;
    }
    return 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function srcName(src: unknown, id: string): string {
  if (typeof src === 'string') return src;
  const logicId = (src as { id?: unknown } | null)?.id;
  return typeof logicId === 'string' ? logicId : id;
}

function eventLabel(
  node: NodeLike,
  t: TransitionLike,
): { label: string; kind: EdgeKind; event: string | null } {
  const type = t.eventType;
  if (type === '') return { label: 'always', kind: 'always', event: null };
  if (type.startsWith('xstate.after.')) {
    const delay = t.delay;
    const named = typeof delay === 'string' ? node.machine.implementations.delays[delay] : undefined;
    const label =
      typeof delay === 'number'
        ? `after ${delay} ms`
        : typeof named === 'number'
          ? `after ${String(delay)} (${named} ms)`
          : `after ${String(delay)}`;
    return { label, kind: 'after', event: null };
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (type.startsWith(prefix)) {
      const invokeId = type.slice(prefix.length);
      const inv = node.invoke.find((i) => i.id === invokeId);
      return { label: `${kind}(${inv ? srcName(inv.src, inv.id) : invokeId})`, kind, event: null };
    }
  }
  if (type.startsWith('xstate.done.state.')) return { label: 'done', kind: 'done', event: null };
  return { label: type, kind: 'event', event: type };
}

/** Reduces a machine definition (its `root` state node) to the diagram model. */
export function toModel(machine: AnyStateMachine): DiagramModel {
  const edges: DiagramEdge[] = [];
  const visit = (node: NodeLike): DiagramState => {
    const internal: string[] = [];
    const all: TransitionLike[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      const { label, kind, event } = eventLabel(node, t);
      const full = t.guard === undefined ? label : `${label} [${guardLabel(t.guard)}]`;
      const targets = t.target ?? [];
      if (targets.length === 0) internal.push(full);
      for (const target of targets)
        edges.push({ source: node.id, target: target.id, label: full, kind, event });
    }
    const children = Object.values(node.states).map(visit);
    return {
      id: node.id,
      key: node.key,
      type: node.type,
      tags: [...node.tags],
      invokes: node.invoke.map((i) => srcName(i.src, i.id)),
      internal,
      initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
      children,
    };
  };
  const root = visit(machine.root as unknown as NodeLike);
  return { machineId: machine.id, root, edges };
}

/** The ids of every state node of a machine, root first, in document order. */
export function stateIds(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (s: DiagramState) => {
    out.push(s.id);
    s.children.forEach(walk);
  };
  walk(toModel(machine).root);
  return out;
}

/** The state node ids a snapshot value makes active (the root included). */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const out: string[] = [];
  const walk = (node: NodeLike, v: unknown) => {
    out.push(node.id);
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) walk(child, {});
    } else if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
        const child = node.states[key];
        if (child) walk(child, sub);
      }
    }
  };
  walk(machine.root as unknown as NodeLike, value);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// SVG: compound states are nested boxes, children in layers (rows) by distance from the initial state.

const CHAR_W = 7.3;
const LINE_H = 16;
const PAD = 10;
const SIDE = 24;
const GAP_X = 48;
const GAP_Y = 64;
const MIN_W = 96;

interface Box {
  state: DiagramState;
  x: number;
  y: number;
  w: number;
  h: number;
  headerH: number;
  children: Box[];
}

function headerLines(s: DiagramState, isRoot: boolean): Array<{ text: string; cls: string }> {
  const lines = [{ text: isRoot ? s.id : s.key, cls: 'xsd-name' }];
  if (s.tags.length) lines.push({ text: `tags: ${s.tags.join(', ')}`, cls: 'xsd-tags' });
  for (const inv of s.invokes) lines.push({ text: `invoke ${inv}`, cls: 'xsd-invoke' });
  for (const t of s.internal) lines.push({ text: `on ${t}`, cls: 'xsd-internal' });
  return lines;
}

const textW = (t: string) => Math.ceil(t.length * CHAR_W);

/** The child of `parent` that is `id` or contains it. */
function childContaining(parent: DiagramState, id: string): DiagramState | undefined {
  return parent.children.find((c) => id === c.id || id.startsWith(`${c.id}.`));
}

function layers(s: DiagramState, edges: DiagramEdge[]): DiagramState[][] {
  const local: Array<[string, string]> = [];
  for (const e of edges) {
    const a = childContaining(s, e.source);
    const b = childContaining(s, e.target);
    if (a && b && a !== b) local.push([a.id, b.id]);
  }
  const rank = new Map<string, number>();
  const start = s.initial ?? s.children[0]?.id;
  if (start) rank.set(start, 0);
  const queue = start ? [start] : [];
  while (queue.length) {
    const id = queue.shift()!;
    for (const [a, b] of local)
      if (a === id && !rank.has(b)) {
        rank.set(b, rank.get(id)! + 1);
        queue.push(b);
      }
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const c of s.children) {
      if (rank.has(c.id)) continue;
      const from = local.find(([a, b]) => b === c.id && rank.has(a));
      if (from) {
        rank.set(c.id, rank.get(from[0])! + 1);
        changed = true;
      }
    }
  }
  const last = Math.max(-1, ...rank.values()) + 1;
  const rows: DiagramState[][] = [];
  for (const c of s.children) (rows[rank.get(c.id) ?? last] ??= []).push(c);
  return rows.filter((r) => r.length > 0);
}

function measure(s: DiagramState, edges: DiagramEdge[], isRoot: boolean): Box {
  const lines = headerLines(s, isRoot);
  const headerH = lines.length * LINE_H + PAD;
  const headerW = Math.max(MIN_W, ...lines.map((l) => textW(l.text))) + 2 * PAD;
  if (s.children.length === 0)
    return { state: s, x: 0, y: 0, w: headerW, h: headerH + PAD / 2, headerH, children: [] };

  const rows = s.type === 'parallel' ? [s.children] : layers(s, edges);
  const gapX = s.type === 'parallel' ? 16 : GAP_X;
  const gapY = s.type === 'parallel' ? 16 : GAP_Y;
  const boxes: Box[] = [];
  const rowBoxes = rows.map((row) => row.map((c) => measure(c, edges, false)));
  const rowW = rowBoxes.map((r) => r.reduce((sum, b) => sum + b.w, 0) + gapX * (r.length - 1));
  const innerW = Math.max(headerW - 2 * SIDE, ...rowW);
  let y = headerH + PAD;
  rowBoxes.forEach((r, i) => {
    let x = SIDE + (innerW - rowW[i]!) / 2;
    const rowH = Math.max(...r.map((b) => b.h));
    for (const b of r) {
      b.x = x;
      b.y = y;
      if (s.type === 'parallel') b.h = rowH;
      x += b.w + gapX;
      boxes.push(b);
    }
    y += rowH + gapY;
  });
  const h = y - gapY + PAD + SIDE / 2;
  return {
    state: s,
    x: 0,
    y: 0,
    w: innerW + 2 * SIDE + (s.type === 'parallel' ? 0 : GAP_X),
    h,
    headerH,
    children: boxes,
  };
}

function absolute(b: Box, dx: number, dy: number, out: Map<string, Box>, parents: Map<string, Box>) {
  const abs: Box = { ...b, x: b.x + dx, y: b.y + dy };
  out.set(b.state.id, abs);
  for (const c of b.children) {
    parents.set(c.state.id, abs);
    absolute(c, abs.x, abs.y, out, parents);
  }
}

const esc = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => String(Math.round(v * 10) / 10);

const STYLE = `
.xsd-frame{fill:#fff;stroke:#475569;stroke-width:1.2}
.xsd-compound>.xsd-frame{fill:#f8fafc}
.xsd-parallel>.xsd-frame{fill:#f1f5f9;stroke-dasharray:6 3}
.xsd-region>.xsd-frame{fill:#fff;stroke-dasharray:4 3}
.xsd-state[data-active="true"]>.xsd-frame{fill:#fef3c7;stroke:#d97706;stroke-width:2.5}
.xsd-final-inner{fill:none;stroke:#475569}
text{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;fill:#0f172a}
.xsd-name{font-weight:700}
.xsd-tags{fill:#0369a1}
.xsd-invoke{fill:#15803d}
.xsd-internal{fill:#64748b}
.xsd-edge path{fill:none;stroke:#334155;stroke-width:1.2}
.xsd-edge text{font-size:11px}
.xsd-always path{stroke-dasharray:4 3}
.xsd-after path{stroke:#7c3aed}.xsd-after text{fill:#6d28d9}
.xsd-done path{stroke:#15803d}.xsd-done text{fill:#166534}
.xsd-error path{stroke:#b91c1c}.xsd-error text{fill:#991b1b}
.xsd-label-bg{fill:#fff;fill-opacity:.85}
.xsd-initial{fill:#0f172a}
`.trim();

interface SvgOptions {
  /** State node ids to highlight (live state from the inspector). */
  active?: readonly string[];
  /** Accessible name of the picture; defaults to "<machine id> state diagram". */
  title?: string;
}

function toSvg(model: DiagramModel, options: SvgOptions = {}): string {
  const rootBox = measure(model.root, model.edges, true);
  const boxes = new Map<string, Box>();
  const parents = new Map<string, Box>();
  absolute(rootBox, 8, 8, boxes, parents);
  const active = new Set(options.active ?? []);
  const out: string[] = [];

  const drawState = (b: Box, isRegion: boolean) => {
    const s = b.state;
    const cls = [
      'xsd-state',
      s.children.length ? (s.type === 'parallel' ? 'xsd-parallel' : 'xsd-compound') : 'xsd-atomic',
      isRegion ? 'xsd-region' : '',
      s.type === 'final' ? 'xsd-final' : '',
    ]
      .filter(Boolean)
      .join(' ');
    out.push(
      `<g class="${cls}" data-state-id="${esc(s.id)}"${active.has(s.id) ? ' data-active="true"' : ''}>`,
      `<title>${esc(s.id)}</title>`,
      `<rect class="xsd-frame" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" rx="8"/>`,
    );
    if (s.type === 'final')
      out.push(
        `<rect class="xsd-final-inner" x="${n(b.x + 3)}" y="${n(b.y + 3)}" width="${n(b.w - 6)}" height="${n(b.h - 6)}" rx="6"/>`,
      );
    headerLines(s, b === boxes.get(model.root.id)).forEach((l, i) => {
      out.push(
        `<text class="${l.cls}" x="${n(b.x + PAD)}" y="${n(b.y + PAD + 2 + (i + 0.7) * LINE_H)}">${esc(l.text)}</text>`,
      );
    });
    for (const c of b.children) drawState(boxes.get(c.state.id)!, s.type === 'parallel');
    if (s.initial) {
      const ib = boxes.get(s.initial)!;
      const cy = ib.y + 14;
      out.push(
        `<circle class="xsd-initial" cx="${n(ib.x - 16)}" cy="${n(cy)}" r="4"/>`,
        `<path class="xsd-initial-arrow" d="M${n(ib.x - 12)},${n(cy)} L${n(ib.x)},${n(cy)}" stroke="#0f172a" marker-end="url(#xsd-arrow-${esc(model.machineId)})"/>`,
      );
    }
    out.push('</g>');
  };
  drawState(boxes.get(model.root.id)!, false);

  const portCount = new Map<string, number>();
  const port = (id: string, side: string) => {
    const key = `${id}:${side}`;
    const i = portCount.get(key) ?? 0;
    portCount.set(key, i + 1);
    return i;
  };
  const spread = (i: number) => (i % 2 === 0 ? 1 : -1) * Math.ceil(i / 2) * 16;
  // Labels step down until they overlap no other label and no state's header.
  const taken: Array<[number, number, number, number]> = [...boxes.values()].map((b) => [
    b.x,
    b.y,
    b.w,
    b.children.length ? b.headerH : b.h,
  ]);
  const place = (x: number, y: number, w: number): number => {
    let ly = y;
    const hits = (r: [number, number, number, number]) =>
      x < r[0] + r[2] && x + w > r[0] && ly - 11 < r[1] + r[3] && ly + 3 > r[1];
    for (let i = 0; i < 24 && taken.some(hits); i++) ly += 13;
    if (taken.some(hits)) ly = y;
    taken.push([x, ly - 11, w, 14]);
    return ly;
  };

  const extents: number[] = [];
  for (const e of model.edges) {
    const s = boxes.get(e.source)!;
    const t = boxes.get(e.target)!;
    let d: string;
    let lx: number;
    let ly: number;
    const contains = (a: Box, b: Box) => e.target !== e.source && b.state.id.startsWith(`${a.state.id}.`);
    if (e.source === e.target) {
      const i = port(s.state.id, 'right');
      const y1 = s.y + 10 + i * 14;
      const x = s.x + s.w;
      d = `M${n(x)},${n(y1)} C${n(x + 36)},${n(y1 - 8)} ${n(x + 36)},${n(y1 + 18)} ${n(x)},${n(y1 + 10)}`;
      lx = x + 30;
      ly = y1 + 6;
      extents.push(x + 40);
    } else if (t.y >= s.y + s.h && !contains(s, t) && !contains(t, s)) {
      const x1 = Math.min(
        Math.max(s.x + s.w / 2 + spread(port(s.state.id, 'bottom')), s.x + 8),
        s.x + s.w - 8,
      );
      const x2 = Math.min(Math.max(t.x + t.w / 2 + spread(port(t.state.id, 'top')), t.x + 8), t.x + t.w - 8);
      const y1 = s.y + s.h;
      const y2 = t.y;
      const my = (y1 + y2) / 2;
      d = `M${n(x1)},${n(y1)} C${n(x1)},${n(my)} ${n(x2)},${n(my)} ${n(x2)},${n(y2)}`;
      lx = x1 + 4;
      ly = Math.min(y1 + 16, my);
    } else if (t.x >= s.x + s.w && !contains(s, t) && !contains(t, s)) {
      const y1 = s.y + Math.min(s.h / 2, 24) + spread(port(s.state.id, 'right')) / 2;
      const y2 = t.y + Math.min(t.h / 2, 24) + spread(port(t.state.id, 'left')) / 2;
      const x1 = s.x + s.w;
      const x2 = t.x;
      const mx = (x1 + x2) / 2;
      d = `M${n(x1)},${n(y1)} C${n(mx)},${n(y1)} ${n(mx)},${n(y2)} ${n(x2)},${n(y2)}`;
      lx = x1 + 4;
      ly = Math.min(y1, y2) - 4;
    } else {
      // Back edges, edges to the left and edges into or out of a containing box: around the right side.
      const i = port(s.state.id, 'right');
      const x1 = s.x + s.w;
      const y1 = s.y + s.h / 2 + spread(i) / 2;
      const x2 = t.x + t.w;
      const y2 = t.y + Math.min(t.h / 2, 20) + spread(port(t.state.id, 'right')) / 2;
      const bulge = Math.max(x1, x2) + 28 + 10 * (i % 3);
      d = `M${n(x1)},${n(y1)} C${n(bulge)},${n(y1)} ${n(bulge)},${n(y2)} ${n(x2)},${n(y2)}`;
      lx = bulge - 20;
      ly = (y1 + y2) / 2;
      extents.push(bulge + 8);
    }
    const lw = textW(e.label) * (11 / 12);
    ly = place(lx, ly, lw);
    out.push(
      `<g class="xsd-edge xsd-${e.kind}" data-source="${esc(e.source)}" data-target="${esc(e.target)}"${e.event ? ` data-event="${esc(e.event)}"` : ''}>`,
      `<path d="${d}" marker-end="url(#xsd-arrow-${esc(model.machineId)})"/>`,
      `<rect class="xsd-label-bg" x="${n(lx - 2)}" y="${n(ly - 11)}" width="${n(lw + 4)}" height="14" rx="2"/>`,
      `<text x="${n(lx)}" y="${n(ly)}">${esc(e.label)}</text>`,
      '</g>',
    );
  }

  const width = Math.ceil(Math.max(rootBox.w + 16, ...taken.map((r) => r[0] + r[2] + 8), ...extents));
  const height = Math.ceil(Math.max(rootBox.h + 16, ...taken.map((r) => r[1] + r[3] + 8)));
  const titleId = `xsd-title-${esc(model.machineId)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${titleId}" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}">`,
    `<title id="${titleId}">${esc(options.title ?? `${model.machineId} state diagram`)}</title>`,
    `<style>${STYLE}</style>`,
    `<defs><marker id="xsd-arrow-${esc(model.machineId)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#334155"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...out,
    '</svg>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Mermaid stateDiagram-v2.

const mid = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
const mtext = (t: string) => t.replace(/[:;#"]/g, ' ');

function toMermaid(model: DiagramModel): string {
  const lines = ['stateDiagram-v2', '  direction TB'];
  const emit = (s: DiagramState, depth: number, isRoot: boolean) => {
    const pad = '  '.repeat(depth);
    lines.push(`${pad}state "${mtext(isRoot ? s.id : s.key)}" as ${mid(s.id)}`);
    const notes = [
      ...(s.tags.length ? [`tags ${s.tags.join(', ')}`] : []),
      ...s.invokes.map((i) => `invoke ${i}`),
      ...s.internal.map((t) => `on ${t}`),
    ].map(mtext);
    if (s.children.length === 0) {
      for (const note of notes) lines.push(`${pad}${mid(s.id)} : ${note}`);
      if (s.type === 'final') lines.push(`${pad}${mid(s.id)} --> [*]`);
      return;
    }
    lines.push(`${pad}state ${mid(s.id)} {`);
    if (s.initial) lines.push(`${pad}  [*] --> ${mid(s.initial)}`);
    s.children.forEach((c, i) => {
      if (s.type === 'parallel' && i > 0) lines.push(`${pad}  --`);
      emit(c, depth + 1, false);
    });
    lines.push(`${pad}}`);
    if (notes.length)
      lines.push(`${pad}note right of ${mid(s.id)}`, ...notes.map((t) => `${pad}  ${t}`), `${pad}end note`);
  };
  lines.push(`  [*] --> ${mid(model.root.id)}`);
  emit(model.root, 1, true);
  for (const e of model.edges) lines.push(`  ${mid(e.source)} --> ${mid(e.target)} : ${mtext(e.label)}`);
  lines.push('');
  return lines.join('\n');
}

/** A machine's diagram: a self-contained SVG and Mermaid `stateDiagram-v2` text. Same definition, same bytes. */
export function toDiagram(
  machine: AnyStateMachine,
  options: SvgOptions = {},
): { svg: string; mermaid: string } {
  const model = toModel(machine);
  return { svg: toSvg(model, options), mermaid: toMermaid(model) };
}
