import { defineRoutes } from './openapi/handlers.ts';

export const mallHandlers = defineRoutes('mall', {
  getAppVersion: async ({ reply, request }) =>
    reply.header('Cache-Control', 'no-cache').send({ appVersion: request.server.appVersion }),
});
