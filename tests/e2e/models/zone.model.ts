import { expect, type Page } from '@playwright/test';

/** A zone page (/zone, /simple-zone/*) as a buyer uses it. */
export class ZoneModel {
  constructor(readonly page: Page) {}

  get goods() {
    return this.page.getByRole('list', { name: '专区商品' });
  }

  get categoryTabs() {
    return this.page.getByRole('group', { name: '商品分类' });
  }

  get subCategoryTabs() {
    return this.page.getByRole('group', { name: '三级分类' });
  }

  get pagination() {
    return this.page.getByRole('navigation', { name: '分页' });
  }

  /** The product names of the settled page. */
  async names(): Promise<string[]> {
    await expect(this.goods).toHaveAttribute('aria-busy', 'false');
    return this.goods.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  /** The id of a DEMO zone by its name, as the menu lists it to anonymous visitors. */
  async zoneId(name: string): Promise<number> {
    const res = await this.page.request.post('/iiot/jcmall-front/zone/queryAllShopZoneList', {
      headers: { shopId: 'DEMO' },
      data: {},
    });
    const zones: Array<{ id: number; name: string }> = (await res.json()).data;
    return zones.find((z) => z.name === name)!.id;
  }
}
