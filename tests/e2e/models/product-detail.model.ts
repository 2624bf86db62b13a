import type { Locator, Page } from '@playwright/test';

/** The product page (spec §2 /{domain}/detail) with its actions and comments. */
export class ProductDetailModel {
  constructor(private readonly page: Page) {}

  async open(domain: string, skuId: number): Promise<void> {
    await this.page.goto(`/mall/${domain}/detail?skuId=${skuId}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  get favourite(): Locator {
    return this.page.getByRole('button', { name: /收藏/ });
  }

  get follow(): Locator {
    return this.page.getByRole('button', { name: /关注店铺|已关注/ });
  }

  get compare(): Locator {
    return this.page.getByRole('button', { name: /加入对比|已加入对比/ });
  }

  get comments(): Locator {
    return this.page.getByTestId('comment');
  }

  get commentPagination(): Locator {
    return this.page.getByRole('region', { name: '商品评价' }).getByRole('navigation');
  }
}
