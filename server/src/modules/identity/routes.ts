import { forbidden, unauthorized } from '../../platform/errors.ts';
import { defineRoutes, type RequestContext } from '../../platform/openapi/handlers.ts';
import { credentialOf } from '../../platform/plugins/access.ts';
import { clearSessionCookies, setSessionCookies } from '../../platform/plugins/session-cookie.ts';
import {
  changePassword,
  checkAccount,
  register,
  resetForgottenPassword,
  sendVerificationCode,
  verifyForgetPassword,
} from './accounts.service.ts';
import { checkImageCert, createImageCert } from './image-cert.service.ts';
import { logout, passwordLogin, smsLogin } from './login.service.ts';
import { currentUser, menuOfUser, updateOwnProfile } from './users.service.ts';

async function loadCurrentUser(ctx: RequestContext) {
  const user = await ctx.tx((q) => currentUser(q, ctx.user!.userId));
  if (!user) throw unauthorized();
  return user;
}

export const upmsHandlers = defineRoutes('upms', {
  getUser: ({ ctx }) => loadCurrentUser(ctx),
  getUserInfo: ({ ctx }) => loadCurrentUser(ctx),
  updateHeaderAndBirthday: ({ body, ctx }) =>
    ctx.tx((q) => updateOwnProfile(q, ctx.shopId!, ctx.user!.userId, body)),
  getMenuByUser: async ({ query, ctx }) => {
    // A user reads only their own menu.
    if (query.userId !== String(ctx.user!.userId)) throw forbidden('只能查询当前用户的菜单');
    return ctx.tx((q) => menuOfUser(q, ctx.user!.userId, query.appId));
  },
  login: async ({ body, ctx, request, reply }) => {
    const session = await passwordLogin(request.server.db, { shopId: ctx.shopId!, ...body, ip: request.ip });
    setSessionCookies(request, reply, session);
    return session;
  },
  smsLogin: async ({ body, ctx, request, reply }) => {
    const session = await smsLogin(request.server.db, { shopId: ctx.shopId!, ...body, ip: request.ip });
    setSessionCookies(request, reply, session);
    return session;
  },
  exchangeToken: async ({ ctx, request, reply }) => {
    const token = credentialOf(request)!.token;
    const userId = String(ctx.user!.userId);
    setSessionCookies(request, reply, { accessToken: token, userId });
    return { userId };
  },
  getImageCert: ({ ctx, request }) =>
    createImageCert(request.server.db, ctx.shopId!, request.ip, request.server.noteImageCert),
  checkImageCert: ({ body, ctx, request }) =>
    checkImageCert(request.server.db, ctx.shopId!, body.certId, body.code),
  sendLoginCode: ({ body, ctx, request }) =>
    sendVerificationCode(request.server.db, request.server.sms, ctx.shopId!, body.mobile, 'login'),
  sendSmsCode: ({ body, ctx, request }) =>
    sendVerificationCode(request.server.db, request.server.sms, ctx.shopId!, body.mobile, body.purpose),
  logout: async ({ ctx, request, reply }) => {
    await ctx.tx((q) => logout(q, ctx.user!.sessionId));
    clearSessionCookies(request, reply);
    return null;
  },
  updatePassword: async ({ body, ctx, request, reply }) => {
    await changePassword(
      request.server.db,
      ctx.shopId!,
      ctx.user!.userId,
      body.oldPassWord,
      body.newPassWord,
    );
    // Every session of the user has ended, this browser's too.
    clearSessionCookies(request, reply);
    return null;
  },
  checkAccount: ({ body, ctx, request }) =>
    checkAccount(request.server.db, ctx.shopId!, body.userName, request.ip),
  register: ({ body, ctx, request }) => register(request.server.db, ctx.shopId!, body),
  verifyForgetPassword: ({ body, ctx, request }) =>
    verifyForgetPassword(request.server.db, ctx.shopId!, body.mobile, body.code),
  resetForgottenPassword: ({ body, ctx, request }) =>
    resetForgottenPassword(request.server.db, ctx.shopId!, body.ticket, body.passWord),
});
