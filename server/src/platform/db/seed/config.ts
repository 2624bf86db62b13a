import type { TenantFiles } from './files.ts';
import { seedTime, type IdAllocator } from './ids.ts';
import type { SeedRows } from './rows.ts';
import { bannerSvg, logoSvg, stampSvg } from './svg.ts';
import type { Tenant } from './tenants.ts';

const ORDER_COMMENTS = [
  '商品质量好',
  '物流速度快',
  '包装完好',
  '与描述一致',
  '性价比高',
  '服务态度好',
  '发票开具及时',
];

const FEEDBACK_TYPES = [
  '商品质量问题',
  '物流配送问题',
  '价格问题',
  '售后服务问题',
  '发票问题',
  '系统使用问题',
  '功能建议',
  '其他',
];

/** Material submission: structured entry by default, with the fields a purchaser may fill. */
function materialSubmissionConfig(tenant: Tenant) {
  const strict = tenant.flags.planAudit;
  return {
    rule: strict ? 'structured' : 'free',
    structuredConfig: {
      rule: strict,
      useMaterialName: true,
      useModel: true,
      useSize: true,
      useBrand: true,
      useUnit: true,
      useWeight: false,
      useQuality: strict,
      useSupName: true,
      useSkuId: strict,
      useHistoryPrice: tenant.flags.isPlatform,
    },
    differenceConfig: { rule: strict, priceDiffPercent: 10, allowBrandDiff: !strict, allowModelDiff: false },
  };
}

/** The shop row, web and base config, and dictionaries of one tenant. */
export function buildConfig(tenant: Tenant, files: TenantFiles, ids: IdAllocator, out: SeedRows): void {
  const { shopId, flags } = tenant;
  out.shop.push({
    shop_id: shopId,
    domain: tenant.domain,
    name: tenant.name,
    plan_audit: flags.planAudit,
    disable_depart: flags.disableDepart,
    consistency: flags.consistency,
    order_flag: flags.orderFlag,
    can_feedback: flags.canFeedback,
    is_platform: flags.isPlatform,
    created_at: seedTime(0),
  });
  out.web_config.push({
    shop_id: shopId,
    coop_sup_module_name: '合作供应商',
    copyright_cn: `© 2026 ${tenant.operator} 版权所有\u3000${tenant.icp}`,
    title_content_cn: `${tenant.name} - 企业一站式阳光采购平台`,
    title_img: files.svg('web/title', 'title-logo.svg', logoSvg(tenant.name, 'cart', tenant.color)),
    welcome_cn: `您好，欢迎来到${tenant.name}！`,
    login_logo_img: files.svg(
      'web/login-logo',
      'login-logo.svg',
      logoSvg(tenant.short, 'cart', tenant.color),
    ),
    login_bg_img: files.svg(
      'web/login-bg',
      'login-bg.svg',
      bannerSvg({
        headline: tenant.name,
        subline: '阳光采购 · 正品保障 · 企业专享价',
        icon: 'shield',
        from: tenant.color,
        to: '#0f172a',
        width: 1920,
        height: 640,
      }),
    ),
    about_html: tenant.aboutHtml ?? '',
  });
  out.base_config.push({
    shop_id: shopId,
    enable_map: { ...tenant.enableMap },
    order_comment_list: ORDER_COMMENTS,
    audit_img: flags.planAudit
      ? files.svg('web/audit-stamp', 'audit-stamp.svg', stampSvg('审核通过', tenant.short))
      : '',
    decimal_scale: tenant.decimalScale,
    material_submission_config: materialSubmissionConfig(tenant),
    show_zone_types: tenant.showZoneTypes,
  });

  const dict = (dictCode: string, code: string, label: string, value: string, sort: number, enabled = true) =>
    out.dict_item.push({
      id: ids.next('dict_item'),
      shop_id: shopId,
      dict_code: dictCode,
      code,
      label,
      value,
      sort,
      enabled,
    });
  dict('batchOrder', 'batchOrder', '批量下单', '1', 1, tenant.dicts.batchOrder);
  dict('purchase', 'purchase', '求购专区', '1', 1, tenant.dicts.purchase);
  const register = { 'register-1': '选择身份注册', 'register-0': '直接注册个人用户' } as const;
  const registerOrder =
    tenant.dicts.registerFirst === 'register-1'
      ? (['register-1', 'register-0'] as const)
      : (['register-0', 'register-1'] as const);
  registerOrder.forEach((code, i) => dict('user_register', code, register[code], code.slice(-1), i + 1));
  FEEDBACK_TYPES.forEach((label, i) => dict('FEEDBACK', String(i + 1), label, String(i + 1), i + 1));
}
