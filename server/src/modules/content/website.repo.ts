import type { Queryable } from '../../platform/db/database.ts';

/** The help topics of the shop: code and title, by sort. */
export async function selectHelpArticles(q: Queryable) {
  const { rows } = await q.query<{ code: string; title: string }>(
    'SELECT code, title FROM help_article ORDER BY sort, code',
  );
  return rows;
}

export async function selectHelpArticle(q: Queryable, code: string) {
  const { rows } = await q.query<{ code: string; title: string; paragraphs: string[] }>(
    'SELECT code, title, paragraphs FROM help_article WHERE code = $1',
    [code],
  );
  return rows[0];
}

const NOTICE_COLUMNS = `id::int AS id, title, summary,
  to_char(published_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "publishedAt"`;

/** A page of the shop's notices, newest first, and how many notices there are. */
export async function selectNotices(q: Queryable, current: number, size: number) {
  const { rows } = await q.query<{ id: number; title: string; summary: string; publishedAt: string }>(
    `SELECT ${NOTICE_COLUMNS} FROM shop_notice ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [size, (current - 1) * size],
  );
  const { rows: count } = await q.query<{ total: number }>('SELECT count(*)::int AS total FROM shop_notice');
  return { records: rows, total: count[0]?.total ?? 0 };
}

export async function selectNotice(q: Queryable, id: number) {
  const { rows } = await q.query<{
    id: number;
    title: string;
    summary: string;
    publishedAt: string;
    paragraphs: string[];
  }>(`SELECT ${NOTICE_COLUMNS}, paragraphs FROM shop_notice WHERE id = $1`, [id]);
  return rows[0];
}

/** The stored rich text of the "about us" page ('' without one). */
export async function selectAboutHtml(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ aboutHtml: string }>('SELECT about_html AS "aboutHtml" FROM web_config');
  return rows[0]?.aboutHtml ?? '';
}
