import { notFound } from '../../platform/errors.ts';
import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { baseConfig, findShopByDomain, showZoneTypes, webConfig } from './shops.service.ts';
import { paySettlementType } from './pay-settlement.service.ts';

/** Resolving a shop and its configuration. */
export const shopFrontRoutes = defineRoutes('front', {
  getShopIdByDomain: async ({ body, request }) => {
    const shop = await findShopByDomain(request.server.db, body.domain);
    if (!shop) throw notFound(`店铺不存在：${body.domain}`);
    return shop;
  },
  queryWebConfig: ({ ctx }) => ctx.cached('webConfig', ['web_config'], (read) => read(webConfig)),
  queryBaseConfig: ({ ctx }) => ctx.cached('baseConfig', ['base_config'], (read) => read(baseConfig)),
  queryShowZoneType: ({ ctx }) => ctx.cached('showZoneTypes', ['base_config'], (read) => read(showZoneTypes)),
});

export const shopUpmsRoutes = defineRoutes('upms', {
  getPaySettlementType: ({ ctx }) => ctx.tx((q) => paySettlementType(q)),
});
