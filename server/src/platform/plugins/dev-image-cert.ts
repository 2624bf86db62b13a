import type { FastifyInstance } from 'fastify';
import { localFailure } from '../i18n/translate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where issued image checks are noted with their answers: the dev outbox, or nowhere in production. */
    noteImageCert: (certId: string, answer: string) => void;
  }
}

/** Answers the outbox keeps, oldest dropped first: enough for a demo or a test run, bounded for a long one. */
const KEPT = 1000;

/**
 * The image checks' dev outbox (DESIGN.md §5, like the SMS outbox): with `enabled`, each picture's answer
 * is kept in memory and `GET /__dev/image-cert?certId=` reads it, so the demo and the end-to-end tests can
 * pass the check that guards repeated login failures. Without it (production) nothing is kept and the
 * route does not exist.
 */
export function registerImageCertOutbox(app: FastifyInstance, enabled: boolean): void {
  const answers = new Map<string, string>();
  app.decorate('noteImageCert', (certId: string, answer: string) => {
    if (!enabled) return;
    answers.set(certId, answer);
    if (answers.size > KEPT) answers.delete(answers.keys().next().value!);
  });
  if (!enabled) return;
  app.get<{ Querystring: { certId?: string } }>('/__dev/image-cert', async (request, reply) => {
    const certId = typeof request.query.certId === 'string' ? request.query.certId : '';
    const answer = answers.get(certId);
    if (!answer) return reply.code(404).send(localFailure(request, 404, '没有这张图片验证码'));
    return { certId, answer };
  });
}
