/** An address book entry as the API shows it, and the SQL select list that produces it. */
export interface AddressView {
  id: number;
  receiver: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  townCode: string | null;
  regionName: string;
  detail: string;
  isDefault: boolean;
}

export const ADDRESS_COLUMNS = `id, receiver, phone, province_code AS "provinceCode", city_code AS "cityCode",
  county_code AS "countyCode", town_code AS "townCode", region_name AS "regionName", detail, is_default AS "isDefault"`;
