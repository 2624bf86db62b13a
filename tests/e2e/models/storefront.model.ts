import { expect, type Page } from '@playwright/test';

/** The storefront as a buyer sees it: pages reached by URL, content found by role and text. */
export class StorefrontModel {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`/mall${path}`);
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === `/mall${path}`);
  }

  async expectNotFound(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: '页面不见啦~' })).toBeVisible();
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }
}
