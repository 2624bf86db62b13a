import { expect, type Page } from '@playwright/test';

/** The welfare pages (/welfare/list, /welfare/activity, /welfare/subsidiary-zone) as an employee uses them. */
export class WelfareModel {
  constructor(readonly page: Page) {}

  /** The 福利专区 bar above every welfare page. */
  get bar() {
    return this.page.getByRole('region', { name: '福利专区' });
  }

  get nav() {
    return this.bar.getByRole('navigation', { name: '福利导航' });
  }

  /** The goods of the welfare hall. */
  get hallResults() {
    return this.page.getByRole('list', { name: '商品列表' });
  }

  /** The goods of a welfare zone page. */
  get zoneGoods() {
    return this.page.getByRole('list', { name: '专区商品' });
  }

  /** The number in 共 N 件商品 once the listed page has settled. */
  async total(): Promise<number> {
    const text = await this.page.getByText(/^共 \d+ 件商品$/).innerText();
    return Number(/\d+/.exec(text)![0]);
  }

  /** The product names of the settled hall page. */
  async hallNames(): Promise<string[]> {
    await expect(this.hallResults).toHaveAttribute('aria-busy', 'false');
    return this.hallResults.getByRole('heading', { level: 3 }).allInnerTexts();
  }
}
