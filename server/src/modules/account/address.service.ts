import type { components } from '../../../../openapi/generated/account.ts';

/** An address book entry as the API shows it (openapi account.yaml Address). */
export type AddressView = components['schemas']['Address'];

/** The SQL select list of user_address that produces an {@link AddressView}. */
export const ADDRESS_COLUMNS = `id, receiver, phone, province_code AS "provinceCode", city_code AS "cityCode",
  county_code AS "countyCode", town_code AS "townCode", region_name AS "regionName", detail, is_default AS "isDefault"`;
