/**
 * Row shapes of the seeded tables (keys are column names) and the SQL type each column is cast to on
 * insert. The writer walks {@link TABLE_ORDER}, which respects the foreign keys.
 */

export interface ShopRow {
  shop_id: string;
  domain: string;
  name: string;
  plan_audit: boolean;
  disable_depart: boolean;
  consistency: boolean;
  order_flag: boolean;
  can_feedback: boolean;
  is_platform: boolean;
  created_at: string;
}

export interface WebConfigRow {
  shop_id: string;
  coop_sup_module_name: string;
  copyright_cn: string;
  title_content_cn: string;
  title_img: string;
  welcome_cn: string;
  login_logo_img: string;
  login_bg_img: string;
  about_html: string;
}

export interface BaseConfigRow {
  shop_id: string;
  enable_map: Record<string, boolean>;
  order_comment_list: string[];
  audit_img: string;
  decimal_scale: number;
  material_submission_config: unknown;
  show_zone_types: number[];
}

export interface DictItemRow {
  id: number;
  shop_id: string;
  dict_code: string;
  code: string;
  label: string;
  value: string;
  sort: number;
  enabled: boolean;
}

export interface FileObjectRow {
  id: string;
  shop_id: string;
  content_type: string;
  byte_size: number;
  data: string;
  file_name: string;
  created_at: string;
}

export interface AppUserRow {
  id: number;
  shop_id: string;
  user_name: string;
  full_name: string;
  nick_name: string;
  mobile: string;
  password_hash: string;
  user_type: number;
  is_main: boolean;
  is_public_browse: boolean;
  is_operator: boolean;
  company_id: string;
  orgs_name: string;
  sub_company_name: string;
  sub_id: string;
  header_path: string;
  created_at: string;
}

export interface UserRoleRow {
  shop_id: string;
  user_id: number;
  role_code: string;
  role_name: string;
}

export interface MenuRow {
  id: number;
  shop_id: string;
  app_id: number;
  parent_id: number | null;
  name: string;
  url: string;
  sort: number;
}

export interface RoleMenuRow {
  shop_id: string;
  role_code: string;
  menu_id: number;
}

export interface CategoryRow {
  id: number;
  shop_id: string;
  parent_id: number | null;
  level: number;
  name: string;
  icon: string;
  sort: number;
}

export interface BrandRow {
  id: number;
  shop_id: string;
  name: string;
  name_en: string;
  logo: string;
}

export interface StoreRow {
  id: number;
  shop_id: string;
  name: string;
  store_type: number;
  logo: string;
  contact_phone: string;
  area: string;
  address: string;
  description: string;
  created_at: string;
}

export interface ProductSkuRow {
  id: number;
  shop_id: string;
  store_id: number;
  category_id: number;
  brand_id: number | null;
  spu_code: string;
  name: string;
  model: string;
  unit: string;
  specs: Array<{ name: string; value: string }>;
  price: string | null;
  market_price: string | null;
  tax_rate: string;
  sales: number;
  product_type: number;
  pre_sale: boolean;
  main_img: string;
  images: string[];
  status: number;
  /** Lexemes from documentTokens, space-joined (lexemes never contain spaces). */
  search_tokens: string;
  created_at: string;
}

export interface BannerRow {
  id: number;
  shop_id: string;
  title: string;
  img_url: string;
  link_url: string;
  position: number;
  sort: number;
}

export interface HotSearchRow {
  id: number;
  shop_id: string;
  type: number;
  title: string;
  content: string;
  sort: number;
}

export interface ZoneGroupRow {
  id: number;
  shop_id: string;
  name: string;
  sort: number;
}

export interface ZoneRow {
  id: number;
  shop_id: string;
  group_id: number | null;
  name: string;
  zone_type: number;
  web_blank: number;
  access_links: string;
  img_url: string;
  activity_id: number | null;
  allorpartorg: number | null;
  show_orgarea: number | null;
  show_in_menu: boolean;
  sort: number;
}

export interface BidderLineRow {
  id: number;
  shop_id: string;
  line_bidder_name: string;
  contact_name: string;
  line_phone: string;
  is_supplier: number;
  sort: number;
}

/** Everything the seed inserts, by table. */
export interface SeedRows {
  shop: ShopRow[];
  web_config: WebConfigRow[];
  base_config: BaseConfigRow[];
  dict_item: DictItemRow[];
  file_object: FileObjectRow[];
  app_user: AppUserRow[];
  user_role: UserRoleRow[];
  menu: MenuRow[];
  role_menu: RoleMenuRow[];
  category: CategoryRow[];
  brand: BrandRow[];
  store: StoreRow[];
  product_sku: ProductSkuRow[];
  sku_stock: Array<{ sku_id: number; shop_id: string; stock: number }>;
  banner: BannerRow[];
  hot_search: HotSearchRow[];
  zone_group: ZoneGroupRow[];
  zone: ZoneRow[];
  bidder_line: BidderLineRow[];
}

export type TableName = keyof SeedRows;

/**
 * How a column's text parameter becomes its value: a cast type, or a SQL expression over the parameter
 * for the two columns whose value is not a plain cast.
 */
export type ColumnCast = string | ((ref: string) => string);

type ColumnCasts<Row> = { [K in keyof Row]-?: ColumnCast };

const bigint = 'bigint';
const int = 'integer';
const small = 'smallint';
const text = 'text';
const bool = 'boolean';
const jsonb = 'jsonb';
const time = 'timestamptz';

/** Column casts per table. */
export const COLUMNS: { [T in TableName]: ColumnCasts<SeedRows[T][number]> } = {
  shop: {
    shop_id: text,
    domain: text,
    name: text,
    plan_audit: bool,
    disable_depart: bool,
    consistency: bool,
    order_flag: bool,
    can_feedback: bool,
    is_platform: bool,
    created_at: time,
  },
  web_config: {
    shop_id: text,
    coop_sup_module_name: text,
    copyright_cn: text,
    title_content_cn: text,
    title_img: text,
    welcome_cn: text,
    login_logo_img: text,
    login_bg_img: text,
    about_html: text,
  },
  base_config: {
    shop_id: text,
    enable_map: jsonb,
    order_comment_list: jsonb,
    audit_img: text,
    decimal_scale: small,
    material_submission_config: jsonb,
    show_zone_types: 'smallint[]',
  },
  dict_item: {
    id: bigint,
    shop_id: text,
    dict_code: text,
    code: text,
    label: text,
    value: text,
    sort: int,
    enabled: bool,
  },
  file_object: {
    id: text,
    shop_id: text,
    content_type: text,
    byte_size: int,
    data: (ref) => `convert_to(${ref}, 'UTF8')`,
    file_name: text,
    created_at: time,
  },
  app_user: {
    id: bigint,
    shop_id: text,
    user_name: text,
    full_name: text,
    nick_name: text,
    mobile: text,
    password_hash: text,
    user_type: small,
    is_main: bool,
    is_public_browse: bool,
    is_operator: bool,
    company_id: text,
    orgs_name: text,
    sub_company_name: text,
    sub_id: text,
    header_path: text,
    created_at: time,
  },
  user_role: { shop_id: text, user_id: bigint, role_code: text, role_name: text },
  menu: { id: bigint, shop_id: text, app_id: int, parent_id: bigint, name: text, url: text, sort: int },
  role_menu: { shop_id: text, role_code: text, menu_id: bigint },
  category: { id: bigint, shop_id: text, parent_id: bigint, level: small, name: text, icon: text, sort: int },
  brand: { id: bigint, shop_id: text, name: text, name_en: text, logo: text },
  store: {
    id: bigint,
    shop_id: text,
    name: text,
    store_type: small,
    logo: text,
    contact_phone: text,
    area: text,
    address: text,
    description: text,
    created_at: time,
  },
  product_sku: {
    id: bigint,
    shop_id: text,
    store_id: bigint,
    category_id: bigint,
    brand_id: bigint,
    spu_code: text,
    name: text,
    model: text,
    unit: text,
    specs: jsonb,
    price: 'numeric',
    market_price: 'numeric',
    tax_rate: 'numeric',
    sales: int,
    product_type: small,
    pre_sale: bool,
    main_img: text,
    images: jsonb,
    status: small,
    search_tokens: (ref) => `array_to_tsvector(string_to_array(${ref}, ' '))`,
    created_at: time,
  },
  sku_stock: { sku_id: bigint, shop_id: text, stock: int },
  banner: {
    id: bigint,
    shop_id: text,
    title: text,
    img_url: text,
    link_url: text,
    position: small,
    sort: int,
  },
  hot_search: { id: bigint, shop_id: text, type: small, title: text, content: text, sort: int },
  zone_group: { id: bigint, shop_id: text, name: text, sort: int },
  zone: {
    id: bigint,
    shop_id: text,
    group_id: bigint,
    name: text,
    zone_type: small,
    web_blank: small,
    access_links: text,
    img_url: text,
    activity_id: bigint,
    allorpartorg: small,
    show_orgarea: small,
    show_in_menu: bool,
    sort: int,
  },
  bidder_line: {
    id: bigint,
    shop_id: text,
    line_bidder_name: text,
    contact_name: text,
    line_phone: text,
    is_supplier: small,
    sort: int,
  },
};

/** Insert order: parents before children. */
export const TABLE_ORDER: TableName[] = [
  'shop',
  'web_config',
  'base_config',
  'dict_item',
  'file_object',
  'app_user',
  'user_role',
  'menu',
  'role_menu',
  'category',
  'brand',
  'store',
  'product_sku',
  'sku_stock',
  'banner',
  'hot_search',
  'zone_group',
  'zone',
  'bidder_line',
];

/** An empty collection to build into. */
export function emptyRows(): SeedRows {
  return Object.fromEntries(TABLE_ORDER.map((t) => [t, []])) as unknown as SeedRows;
}
