import { expect, type Locator, type Page } from '@playwright/test';

/** A store's own page (spec §2 shop/home?storeId=) as a buyer uses it, in Chinese. */
export class StoreModel {
  constructor(readonly page: Page) {}

  get follow(): Locator {
    return this.page.getByRole('button', { name: /^(关注店铺|已关注|Follow store|Following)$/ });
  }

  get notices(): Locator {
    return this.page.getByRole('region', { name: /店铺公告|Store notices/ });
  }

  get categories(): Locator {
    return this.page.getByRole('group', { name: /商品分类|Categories/ });
  }

  get goods(): Locator {
    return this.page.getByRole('list', { name: /店铺商品|Goods of the store/ });
  }

  /** The store home of `domain` for `storeId`, once its name shows. */
  async expectStore(domain: string, name: string): Promise<number> {
    await expect(this.page).toHaveURL(
      (url) => url.pathname === `/mall/${domain}/shop/home` && url.searchParams.has('storeId'),
    );
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    return Number(new URL(this.page.url()).searchParams.get('storeId'));
  }

  /** Waits until the goods shown are those of the last query. */
  async settled(): Promise<void> {
    await expect(this.goods).toHaveAttribute('aria-busy', 'false');
  }

  async names(): Promise<string[]> {
    await this.settled();
    return this.goods.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  async search(keyword: string): Promise<void> {
    const box = this.page.getByRole('search', { name: /店内搜索|Search this store/ });
    await box.getByRole('textbox').fill(keyword);
    await box.getByRole('button').click();
  }
}
