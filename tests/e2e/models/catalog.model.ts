import { expect, type Page } from '@playwright/test';

/** The goods hall, product page and store search as a buyer uses them. */
export class CatalogModel {
  constructor(readonly page: Page) {}

  async openHall(query = ''): Promise<void> {
    await this.page.goto(`/mall/demo/list${query}`);
    await expect(this.results.getByRole('listitem').first()).toBeVisible();
  }

  get results() {
    return this.page.getByRole('list', { name: '商品列表' });
  }

  get breadcrumb() {
    return this.page.getByRole('navigation', { name: '当前位置' });
  }

  get pagination() {
    return this.page.getByRole('navigation', { name: '分页' });
  }

  /** Waits until the listed page has settled (no query in flight). */
  async settled(): Promise<void> {
    await expect(this.results).toHaveAttribute('aria-busy', 'false');
  }

  async names(): Promise<string[]> {
    await this.settled();
    return this.results.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  /** The shown price of every card ('***' or the digits after ¥). */
  async prices(): Promise<string[]> {
    await this.settled();
    const texts = await this.results.getByText(/^(¥\d+\.\d+|\*\*\*)$/).allInnerTexts();
    return texts.map((t) => t.replace('¥', ''));
  }

  card(name: string | RegExp) {
    return this.results.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name }) });
  }

  async searchFromHeader(keyword: string, type: '商品' | '店铺' = '商品'): Promise<void> {
    await this.page.getByRole('radio', { name: type }).click();
    await this.page.getByRole('textbox', { name: '搜索商品或店铺' }).fill(keyword);
    await this.page.getByRole('button', { name: '搜索', exact: true }).click();
  }

  async sortBy(name: '综合' | '价格↑' | '价格↓' | '销量' | '新品'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  async setPriceRange(min: string, max: string): Promise<void> {
    await this.page.getByRole('textbox', { name: '最低价' }).fill(min);
    await this.page.getByRole('textbox', { name: '最高价' }).fill(max);
    await this.page.getByRole('button', { name: '确定', exact: true }).click();
  }
}
