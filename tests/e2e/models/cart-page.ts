import type { Locator, Page } from '@playwright/test';

/** The cart page (/{domain}/cart), its lines by product name, the settle bar and the delete dialog. */
export class CartPageModel {
  constructor(private readonly page: Page) {}

  async open(domain: string): Promise<void> {
    await this.page.goto(`/mall/${domain}/cart`);
    await this.page.getByRole('heading', { level: 1, name: '我的购物车' }).waitFor();
  }

  line(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  quantity(name: string): Locator {
    return this.page.getByRole('textbox', { name: `${name}的数量`, exact: true });
  }

  increase(name: string): Locator {
    return this.page.getByRole('button', { name: `增加${name}的数量`, exact: true });
  }

  checkbox(name: string): Locator {
    return this.page.getByRole('checkbox', { name: `选择${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.page.getByRole('button', { name: `删除${name}`, exact: true });
  }

  get settleBar(): Locator {
    return this.page.getByRole('region', { name: '结算' });
  }

  get total(): Locator {
    return this.page.getByTestId('cart-total');
  }

  get confirmDialog(): Locator {
    return this.page.getByRole('dialog', { name: '删除商品' });
  }

  get empty(): Locator {
    return this.page.getByText('购物车空空如也');
  }

  /** The header's cart badge for a count. */
  headerCount(count: number): Locator {
    return this.page.getByLabel(`购物车中有 ${count} 件商品`);
  }
}

/** The delivery region chooser (配送至) of the product, cart and batch pages. */
export class DeliveryRegionModel {
  constructor(private readonly page: Page) {}

  /** Chooses 省/市/区 (and 镇 when given) level by level in the picker. */
  async choose(names: string[]): Promise<void> {
    await this.page.getByRole('button', { name: /^(选择地区|修改)$/ }).click();
    const levels = ['省份', '城市', '区/县', '乡镇/街道'];
    for (const [i, name] of names.entries()) {
      const select = this.page.getByRole('combobox', { name: levels[i]! });
      await select.locator('option', { hasText: name }).waitFor({ state: 'attached' });
      await select.selectOption({ label: name });
    }
  }

  get current(): Locator {
    return this.page.getByTestId('delivery-region');
  }
}
