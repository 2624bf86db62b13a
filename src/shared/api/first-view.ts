import { canonicalJson } from '../../../machines/shared/canonical-json.ts';

/**
 * The first view's answers the server put into the page (server/src/platform/plugins/first-view.ts): the
 * calls a storefront page makes before it can paint (route guard, shell, the page's own data), answered
 * in the HTML so that the first paint waits on no round trip. Each answer serves its call once, during
 * the first page view only; every other call goes to the network.
 */

/** Answers are for the page view the HTML was loaded for: not for a later one in a long-lived tab. */
const FIRST_VIEW_MS = 60_000;
let answers: Map<string, string> | null = null;

function load(): Map<string, string> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('mall-first-view');
  try {
    const parsed = JSON.parse(element?.textContent || '{}') as { answers?: Record<string, unknown> };
    for (const [key, answer] of Object.entries(parsed.answers ?? {}))
      answers.set(key, JSON.stringify(answer));
  } catch {
    // A page without (readable) answers: every call goes to the network.
  }
  return answers;
}

/** A body as the server keyed its answer: canonical JSON (the text as it is when it is not JSON). */
function canonicalBody(text: string): string {
  if (text === '') return '';
  try {
    return canonicalJson(JSON.parse(text));
  } catch {
    return text;
  }
}

/** The answers still to serve, or null: none in the page, or the page view they were for is over. */
function pendingAnswers(): Map<string, string> | null {
  const pending = load();
  if (pending.size === 0) return null;
  if (performance.now() > FIRST_VIEW_MS) {
    pending.clear();
    return null;
  }
  return pending;
}

/**
 * The answer to a call, taken (it serves once), by the key the server wrote it under (answerKey in
 * server/src/platform/plugins/first-view.ts): the shopId header, method, path and query, canonical body.
 */
function take(shopId: string, method: string, pathAndQuery: string, bodyText: string): string | undefined {
  const pending = pendingAnswers();
  const key = `${shopId} ${method} ${pathAndQuery} ${canonicalBody(bodyText)}`;
  const answer = pending?.get(key);
  if (answer !== undefined) pending!.delete(key);
  return answer;
}

/** The page's answer to this request, taken (it serves once), or undefined. */
export async function takeFirstViewAnswer(request: Request): Promise<Response | undefined> {
  // Checked first, so that no request body is read once the page holds nothing more.
  if (!pendingAnswers()) return undefined;
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  const answer = take(
    request.headers.get('shopId') ?? '',
    request.method,
    `${url.pathname}${url.search}`,
    body,
  );
  if (answer === undefined) return undefined;
  return new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The data of the page's answer to a call (its envelope's `data`, when it succeeded), taken at once (it
 * serves once), or undefined: for a machine that can start with its content instead of asking for it, so
 * that the page's first render shows it. `path` is the call's full path, `body` the JSON it would send.
 */
export function takeFirstViewData(
  shopId: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): unknown {
  const answer = take(shopId, method, path, body === undefined ? '' : JSON.stringify(body));
  if (answer === undefined) return undefined;
  const envelope = JSON.parse(answer) as { success?: unknown; data?: unknown };
  return envelope.success === true ? envelope.data : undefined;
}
