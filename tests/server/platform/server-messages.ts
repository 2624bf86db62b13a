import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every Chinese failure message the server can send, read from its source with the TypeScript compiler:
 * the arguments of the error constructors (server/src/platform/errors.ts) and of `failure(...)`, the
 * chat's error frames, followed through constants, records, conditionals, helper functions and their
 * callers' arguments, plus the fixed words that are interpolated into them (validation's part and type
 * names, the subjects of a template). Templates come back with `{}` for each interpolation.
 */
export interface ServerMessages {
  /** The messages (and interpolated fixed words), each with a place that uses it. */
  messages: Map<string, string>;
  /** Expressions that reach an error constructor but could not be followed to their texts. */
  unresolved: string[];
}

const ROOT = join(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'server/src');
const HAN = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Callee name → index of its message argument. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  failure: 1,
  localFailure: 2,
};
/** Functions and records whose every Chinese text is a message or a word interpolated into one. */
const MESSAGE_SOURCES = new Set([
  'describeValidationError',
  'typeName',
  'PART_NAMES',
  'BODY_ERRORS',
  'DATA_ERRORS',
  'inputErrorMessage',
  'parseClientFrame',
  'applicability',
  'KIND_NAMES',
  'AFS_MESSAGES',
]);
/**
 * Expressions that pass on a message already counted where it was made (an AppError's message, a frame's
 * error, the chat's parser result).
 */
const FORWARDERS = new Set(['thrown.message', 'error.message', 'parsed.error']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A template's text with `{}` for each interpolation. */
export function templateKey(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

export function extractServerMessages(): ServerMessages {
  const files = sourceFiles(SERVER);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const messages = new Map<string, string>();
  const unresolved: string[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(ROOT, file.fileName)}:${line + 1}`;
  };
  const add = (text: string, node: ts.Node) => {
    if (HAN.test(text) && !messages.has(text)) messages.set(text, where(node));
  };

  // Calls of every function declared in the server, for following a parameter to its arguments.
  const callsOf = new Map<ts.Node, ts.CallExpression[]>();
  const ours = program.getSourceFiles().filter((f) => f.fileName.startsWith(SERVER));
  const declarationOf = (expression: ts.Expression): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  const functionOf = (declaration: ts.Declaration | undefined): ts.SignatureDeclaration | undefined => {
    if (!declaration) return undefined;
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
    )
      return declaration.initializer;
    if (
      ts.isPropertyAssignment(declaration) &&
      (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
    )
      return declaration.initializer;
    return undefined;
  };
  /** The object literal a variable is initialised with, if it is one. */
  const objectLiteralOf = (expression: ts.Expression): ts.ObjectLiteralExpression | undefined => {
    const declaration = declarationOf(expression);
    let value = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
    return value && ts.isObjectLiteralExpression(value) ? value : undefined;
  };
  // Properties set in object literals, by name: a message read from an object (`verdict.message`)
  // is followed to every literal that sets that property of that type.
  const assignments = new Map<string, ts.PropertyAssignment[]>();
  const calls: ts.CallExpression[] = [];
  const errorSites: { node: ts.Expression; site: ts.Node }[] = [];
  const sources: ts.Node[] = [];
  for (const file of ours) {
    // The constructors themselves and the translator pass messages on; their callers are followed.
    const isErrorsModule = /platform\/(errors\.ts|i18n\/)/.test(file.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        assignments.set(node.name.text, [...(assignments.get(node.name.text) ?? []), node]);
      }
      if (ts.isCallExpression(node)) {
        calls.push(node);
        const name = ts.isIdentifier(node.expression) ? node.expression.text : undefined;
        const index = name === undefined ? undefined : MESSAGE_ARGUMENT[name];
        if (index !== undefined && !isErrorsModule) {
          const arg = node.arguments[index];
          if (arg) errorSites.push({ node: arg, site: node });
        }
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'AppError'
      ) {
        const arg = node.arguments?.[1];
        if (arg) errorSites.push({ node: arg, site: node });
      }
      // A chat error frame: { type: 'error', code, message }.
      if (ts.isObjectLiteralExpression(node)) {
        const props = node.properties.filter(ts.isPropertyAssignment);
        const isErrorFrame = props.some(
          (p) =>
            p.name.getText() === 'type' &&
            ts.isStringLiteral(p.initializer) &&
            p.initializer.text === 'error',
        );
        const message = props.find((p) => p.name.getText() === 'message');
        if (isErrorFrame && message) errorSites.push({ node: message.initializer, site: node });
      }
      // Defaults of the constructors themselves (unauthorized(), forbidden()).
      if (isErrorsModule && ts.isParameter(node) && node.initializer && ts.isStringLiteral(node.initializer))
        add(node.initializer.text, node);
      if (
        (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
        node.name &&
        ts.isIdentifier(node.name) &&
        MESSAGE_SOURCES.has(node.name.text)
      )
        sources.push(node);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  for (const call of calls) {
    const fn = functionOf(declarationOf(call.expression));
    if (fn) callsOf.set(fn, [...(callsOf.get(fn) ?? []), call]);
  }

  // Every Chinese literal inside a message source.
  for (const source of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text, node);
      else if (ts.isTemplateExpression(node)) add(templateKey(node), node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const seen = new Set<ts.Node>();
  /** Follows an expression to the texts it may hold; `strict` reports what cannot be followed. */
  const follow = (node: ts.Expression, strict: boolean): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const fail = () => {
      if (strict && !FORWARDERS.has(node.getText())) unresolved.push(`${where(node)} ${node.getText()}`);
    };
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return add(node.text, node);
    if (ts.isTemplateExpression(node)) {
      add(templateKey(node), node);
      for (const span of node.templateSpans) follow(span.expression, false);
      return;
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return follow(node.expression, strict);
    if (ts.isConditionalExpression(node)) {
      follow(node.whenTrue, strict);
      return follow(node.whenFalse, strict);
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        follow(node.left, strict);
        return follow(node.right, strict);
      }
      return fail();
    }
    if (ts.isIdentifier(node)) {
      if (node.text === 'undefined') return;
      const declaration = declarationOf(node);
      if (!declaration) return fail();
      if (ts.isVariableDeclaration(declaration) && declaration.initializer)
        return follow(declaration.initializer, strict);
      if (ts.isParameter(declaration)) {
        if (declaration.initializer) follow(declaration.initializer, strict);
        const fn = declaration.parent;
        const index = fn.parameters.indexOf(declaration);
        const callers = callsOf.get(fn) ?? [];
        if (callers.length === 0) return fail();
        for (const call of callers) {
          const arg = call.arguments[index];
          if (arg) follow(arg, strict);
        }
        return;
      }
      return fail();
    }
    if (ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(node.name);
      if (declaration && ts.isPropertyAssignment(declaration)) return follow(declaration.initializer, strict);
      const property = objectLiteralOf(node.expression)?.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === node.name.text,
      );
      if (property) return follow(property.initializer, strict);
      const symbol = checker.getSymbolAtLocation(node.name);
      const wanted = new Set(symbol?.declarations ?? []);
      const setters = (assignments.get(node.name.text) ?? []).filter((a) => {
        const type = checker.getContextualType(a.parent);
        const types = type?.isUnion() ? type.types : type ? [type] : [];
        return types.some((t) => t.getProperty(node.name.text)?.declarations?.some((d) => wanted.has(d)));
      });
      if (setters.length === 0) return fail();
      for (const setter of setters) follow(setter.initializer, strict);
      return;
    }
    if (ts.isElementAccessExpression(node)) {
      const object = objectLiteralOf(node.expression);
      if (object) {
        for (const p of object.properties) if (ts.isPropertyAssignment(p)) follow(p.initializer, strict);
        return;
      }
      return fail();
    }
    if (ts.isCallExpression(node)) {
      const fn = functionOf(declarationOf(node.expression));
      if (!fn || !fn.getSourceFile().fileName.startsWith(SERVER)) return fail();
      const body = (fn as ts.FunctionLikeDeclarationBase).body;
      if (!body) return fail();
      if (!ts.isBlock(body)) return follow(body, strict);
      const visit = (child: ts.Node): void => {
        if (ts.isFunctionLike(child)) return;
        if (ts.isReturnStatement(child) && child.expression) follow(child.expression, strict);
        ts.forEachChild(child, visit);
      };
      ts.forEachChild(body, visit);
      return;
    }
    if (node.kind === ts.SyntaxKind.NullKeyword) return;
    if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) return;
    return fail();
  };
  for (const { node } of errorSites) follow(node, true);
  return { messages, unresolved };
}
