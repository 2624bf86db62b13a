import { forbidden, unauthorized } from '../errors.ts';
import { defineHandlers, type RequestContext } from '../openapi/handlers.ts';
import {
  changePassword,
  checkAccount,
  register,
  resetForgottenPassword,
  sendVerificationCode,
  verifyForgetPassword,
} from '../services/auth/accounts.ts';
import { logout, passwordLogin, smsLogin } from '../services/auth/login.ts';
import { listDict } from '../services/content/storefront.ts';
import { paySettlementType } from '../services/shop/pay-settlement.ts';
import { currentUser, menuOfUser } from '../services/users/users.ts';

async function loadCurrentUser(ctx: RequestContext) {
  const user = await ctx.tx((q) => currentUser(q, ctx.user!.userId));
  if (!user) throw unauthorized();
  return user;
}

export const upmsHandlers = defineHandlers('upms', {
  getUser: ({ ctx }) => loadCurrentUser(ctx),
  getUserInfo: ({ ctx }) => loadCurrentUser(ctx),
  getMenuByUser: async ({ query, ctx }) => {
    // A user reads only their own menu.
    if (query.userId !== String(ctx.user!.userId)) throw forbidden('只能查询当前用户的菜单');
    return ctx.tx((q) => menuOfUser(q, ctx.user!.userId, query.appId));
  },
  getListByDictCode: ({ body, ctx }) => ctx.tx((q) => listDict(q, body.dataCode)),

  login: ({ body, ctx, request }) =>
    passwordLogin(request.server.db, { shopId: ctx.shopId!, ...body, ip: request.ip }),
  smsLogin: ({ body, ctx, request }) =>
    smsLogin(request.server.db, { shopId: ctx.shopId!, ...body, ip: request.ip }),
  sendLoginCode: ({ body, ctx, request }) =>
    sendVerificationCode(request.server.db, request.server.sms, ctx.shopId!, body.mobile, 'login'),
  sendSmsCode: ({ body, ctx, request }) =>
    sendVerificationCode(request.server.db, request.server.sms, ctx.shopId!, body.mobile, body.purpose),
  logout: ({ ctx }) => ctx.tx((q) => logout(q, ctx.user!.sessionId)),
  getPaySettlementType: ({ ctx }) => ctx.tx((q) => paySettlementType(q)),
  updatePassword: ({ body, ctx, request }) =>
    changePassword(request.server.db, ctx.shopId!, ctx.user!.userId, body.oldPassWord, body.newPassWord),
  checkAccount: ({ body, ctx }) => ctx.tx((q) => checkAccount(q, body.userName)),
  register: ({ body, ctx, request }) => register(request.server.db, ctx.shopId!, body),
  verifyForgetPassword: ({ body, ctx, request }) =>
    verifyForgetPassword(request.server.db, ctx.shopId!, body.mobile, body.code),
  resetForgottenPassword: ({ body, ctx, request }) =>
    resetForgottenPassword(request.server.db, ctx.shopId!, body.ticket, body.passWord),
});
