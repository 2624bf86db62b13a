/**
 * `npm run check:i18n`: the storefront's texts against the code that uses them. Fails when
 *
 * - a key the code names has no text in zh_CN or in en (in its namespace or the `translation` namespace
 *   every namespace falls back to);
 * - zh_CN and en of a namespace do not have the same keys (plural forms aside: English has `_one`);
 * - a key is defined but nothing uses it.
 *
 * i18next-cli would be the library for this, but it does not fit: it needs Node 22 (this project runs on
 * 20.19), and it reads one translation file per language and namespace, while namespaces here are
 * registered in code (`addTexts('<ns>', { zh_CN, en })`). So the texts are read as the app registers
 * them (the registering modules are imported), and the code is read with the TypeScript compiler's parser:
 *
 * - `t('key')`, `t('ns:key')`, `t(cond ? 'a' : 'b')` name keys; `t(\`statuses.${s}\`)` names every key
 *   under `statuses.` (its fixed prefix must exist); `i18n.t(…)` and `i18next.t(…)` too. A `t` is bound to
 *   the namespace of the `useTranslation('<ns>')` in scope (a `t` received as a parameter: the file's).
 * - Keys passed around as data are found as string literals: `'ns:key'` anywhere in src/ or machines/
 *   (machines name their texts so), and a bare `'key'` in a file that uses that key's namespace.
 * - {@link DYNAMIC_KEYS}: the few keys built from data at run time, each with the values it takes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const FALLBACK_NS = 'translation';
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key the code names: exact, or every key under a fixed prefix. `ns` null: a namespace passed in. */
export interface KeyUse {
  file: string;
  line: number;
  ns: string | null;
  key: string;
  prefix: boolean;
}

/**
 * Keys built from data at run time whose prefix alone says too little: each prefix with the values the
 * data can take, so every one of them must have a text (and none is reported unused).
 */
const DYNAMIC_KEYS: Array<{ ns: string; prefix: string; values: () => Promise<string[]> }> = [
  {
    // The API layer's message for an HTTP error status (middleware.ts, httpStatusKey).
    ns: FALLBACK_NS,
    prefix: 'http.status',
    values: async () => (await import('../src/shared/api/middleware.ts')).HTTP_STATUSES.map((s) => String(s)),
  },
  {
    // The machines viewer's list: one title per machine of the registry.
    ns: 'diagrams',
    prefix: 'titles.',
    values: async () => (await import('../machines/registry.ts')).MACHINES.map((m) => m.id),
  },
];

function sourceFiles(dir: string): string[] {
  return (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => `${dir}/${f.split(sep).join('/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
}

/** The string values an expression can take, when the parser can tell: literals and ternaries of them. */
function staticKeys(node: ts.Expression): Array<{ key: string; prefix: boolean }> | null {
  if (ts.isParenthesizedExpression(node)) return staticKeys(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ key: node.text, prefix: false }];
  if (ts.isTemplateExpression(node)) return [{ key: node.head.text, prefix: true }];
  if (ts.isConditionalExpression(node)) {
    const a = staticKeys(node.whenTrue);
    const b = staticKeys(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

const isFunctionLike = (n: ts.Node) =>
  ts.isFunctionDeclaration(n) ||
  ts.isFunctionExpression(n) ||
  ts.isArrowFunction(n) ||
  ts.isMethodDeclaration(n);

/** The keys one source file names through t() calls, and the string literals it holds. */
export function scanSource(
  file: string,
  text: string,
): { uses: KeyUse[]; literals: string[]; namespaces: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // useTranslation bindings: scope (the enclosing function) → local name of t → namespace.
  const bindings = new Map<ts.Node, Map<string, string | null>>();
  const namespaces: string[] = [];
  const literals: string[] = [];
  const calls: ts.CallExpression[] = [];

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'useTranslation') {
        const arg = node.arguments[0];
        const ns = !arg ? FALLBACK_NS : ts.isStringLiteral(arg) ? arg.text : null;
        if (ns) namespaces.push(ns);
        const decl = node.parent;
        let local = 't';
        if (ts.isVariableDeclaration(decl) && ts.isObjectBindingPattern(decl.name)) {
          const el = decl.name.elements.find((e) => (e.propertyName ?? e.name).getText() === 't');
          if (el) local = el.name.getText();
        }
        let scope: ts.Node = node;
        while (scope.parent && !isFunctionLike(scope)) scope = scope.parent;
        if (!bindings.has(scope)) bindings.set(scope, new Map());
        bindings.get(scope)!.set(local, ns);
      } else calls.push(node);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text)
      literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);

  const fileNs = namespaces[0] ?? FALLBACK_NS;
  const uses: KeyUse[] = [];
  for (const call of calls) {
    const callee = call.expression;
    let ns: string | null | undefined;
    if (ts.isIdentifier(callee)) {
      for (let n: ts.Node | undefined = call; n && ns === undefined; n = n.parent)
        if (bindings.get(n)?.has(callee.text)) ns = bindings.get(n)!.get(callee.text);
      // A t received as an argument or parameter: bound to the file's namespace by its caller.
      if (ns === undefined && callee.text === 't') ns = fileNs;
    } else if (
      ts.isPropertyAccessExpression(callee) &&
      callee.name.text === 't' &&
      /^(i18n|i18next)$/.test(callee.expression.getText())
    )
      ns = FALLBACK_NS;
    if (ns === undefined || !call.arguments[0]) continue;
    const line = source.getLineAndCharacterOfPosition(call.getStart()).line + 1;
    for (const k of staticKeys(call.arguments[0]) ?? []) {
      const at = k.key.indexOf(':');
      const [keyNs, key] = at > 0 ? [k.key.slice(0, at), k.key.slice(at + 1)] : [ns, k.key];
      // A key wholly built at run time has no fixed part to check here.
      if (key !== '') uses.push({ file, line, ns: keyNs, key, prefix: k.prefix });
    }
  }
  return { uses, literals, namespaces: [...new Set([...namespaces, FALLBACK_NS])] };
}

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a namespace's texts (arrays by index), with plural suffixes folded. */
export function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? leafKeys(v, `${prefix}${k}.`)
      : [`${prefix}${k}`.replace(PLURAL, '')],
  );
}

const covers = (use: { key: string; prefix: boolean }, leaf: string) =>
  use.prefix ? leaf.startsWith(use.key) : leaf === use.key || leaf.startsWith(`${use.key}.`);

/** All problems of the texts against the code, as lines to print; empty when all is well. */
export async function checkTexts(): Promise<string[]> {
  const { default: i18next } = await import('i18next');
  const { zhCN } = await import('../src/shared/i18n/locales/zh_CN.ts');
  const { en } = await import('../src/shared/i18n/locales/en.ts');
  await i18next.init({
    resources: { zh_CN: { [FALLBACK_NS]: zhCN }, en: { [FALLBACK_NS]: en } },
    initAsync: false,
  });

  const code = [...sourceFiles('src'), ...sourceFiles('machines')];
  const registering = code.filter((f) => f.startsWith('src/') && /addTexts\(\s*'/.test(read(f)));
  for (const f of registering) await import(pathToFileURL(join(ROOT, f)).href);
  const store = i18next.store.data as Record<'zh_CN' | 'en', Record<string, Tree>>;
  const allNs = Object.keys(store.zh_CN);

  // The namespaces a file's bare literals may name: its own, its feature's (or its machines' domain's).
  const domainOf = (file: string) => /^(?:src\/features|machines)\/([^/]+)\//.exec(file)?.[1];
  const domainNs = new Map<string, Set<string>>();
  for (const file of code) {
    const d = domainOf(file);
    if (!d || file.includes('/locales/')) continue;
    const set = domainNs.get(d) ?? new Set([d.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())]);
    for (const m of read(file).matchAll(/useTranslation\('([a-zA-Z]+)'\)/g)) set.add(m[1]!);
    domainNs.set(d, set);
  }
  const speaks = (file: string, own: string[]) =>
    new Set([...own, ...(domainNs.get(domainOf(file) ?? '') ?? [])]);

  const uses: KeyUse[] = [];
  const literalUses: Array<{ ns: string; key: string }> = [];
  for (const file of code) {
    if (file.includes('/locales/') || registering.includes(file)) continue;
    const scan = scanSource(file, read(file));
    if (file.startsWith('src/')) uses.push(...scan.uses);
    for (const lit of scan.literals) {
      const m = /^([a-zA-Z]+):([a-zA-Z][\w.-]*)$/.exec(lit);
      // Machines name their texts as 'ns:key': those must exist like the keys of t() calls.
      if (m && file.startsWith('machines/'))
        uses.push({ file, line: 0, ns: m[1]!, key: m[2]!, prefix: false });
      else if (m) literalUses.push({ ns: m[1]!, key: m[2]! });
      else for (const ns of speaks(file, scan.namespaces)) literalUses.push({ ns, key: lit });
    }
  }
  for (const d of DYNAMIC_KEYS)
    for (const v of await d.values())
      uses.push({ file: 'scripts/check-i18n.ts', line: 0, ns: d.ns, key: d.prefix + v, prefix: false });

  const problems: string[] = [];
  const leaves = (lng: 'zh_CN' | 'en', ns: string) => leafKeys(store[lng][ns] ?? {});

  // 1. Every key named exists in both languages, in its namespace or the fallback one.
  for (const lng of ['zh_CN', 'en'] as const) {
    for (const u of uses) {
      const candidates = u.ns === null ? allNs : [u.ns, FALLBACK_NS];
      if (!candidates.some((ns) => leaves(lng, ns).some((leaf) => covers(u, leaf))))
        problems.push(
          `missing in ${lng}: ${u.ns ?? '<any>'}:${u.key}${u.prefix ? '…' : ''} (${u.file}:${u.line})`,
        );
    }
  }

  // 2. The same keys in both languages.
  for (const ns of allNs) {
    const zh = new Set(leaves('zh_CN', ns));
    const enKeys = new Set(leaves('en', ns));
    for (const k of zh) if (!enKeys.has(k)) problems.push(`only in zh_CN: ${ns}:${k}`);
    for (const k of enKeys) if (!zh.has(k)) problems.push(`only in en: ${ns}:${k}`);
  }

  // 3. Every key defined is used: by a t() call (resolved where i18next finds it), or as a literal.
  const used = new Set<string>();
  for (const u of uses) {
    const candidates = u.ns === null ? allNs : [u.ns, FALLBACK_NS];
    const home = candidates.find((ns) => leaves('zh_CN', ns).some((leaf) => covers(u, leaf)));
    // A key found in its own namespace uses it there; one the namespace lacks falls back.
    for (const ns of u.ns === null ? allNs : home ? [home] : [])
      for (const leaf of leaves('zh_CN', ns)) if (covers(u, leaf)) used.add(`${ns}:${leaf}`);
  }
  for (const l of literalUses)
    for (const leaf of leaves('zh_CN', l.ns))
      if (covers({ key: l.key, prefix: false }, leaf)) used.add(`${l.ns}:${leaf}`);
  for (const ns of allNs)
    for (const leaf of new Set(leaves('zh_CN', ns)))
      if (!used.has(`${ns}:${leaf}`)) problems.push(`unused: ${ns}:${leaf}`);

  return problems;
}

function read(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const problems = await checkTexts();
  for (const p of problems) console.error(p);
  console.log(
    `check:i18n: ${problems.length} problem(s) in ${Date.now() - started} ms` +
      ` (${relative(process.cwd(), ROOT) || '.'})`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
