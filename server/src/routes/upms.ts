import { forbidden, unauthorized } from '../errors.ts';
import { defineHandlers, type RequestContext } from '../openapi/handlers.ts';
import { listDict } from '../services/content/storefront.ts';
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
});
