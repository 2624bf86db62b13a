/** What the router hands every screen of the storefront's route table. */
export interface ScreenProps {
  shopId: string;
  shopName: string;
  domain: string;
  tenantPage: boolean;
}
