import type { Page } from '@playwright/test';

/** The help centre, shop section and "about us" pages as a visitor reads them. */
export class WebsiteModel {
  constructor(readonly page: Page) {}

  get helpNav() {
    return this.page.getByRole('navigation', { name: '帮助中心目录' });
  }

  get article() {
    return this.page.getByRole('article');
  }

  get notices() {
    return this.page.getByRole('list', { name: '店铺公告' });
  }

  get pagination() {
    return this.page.getByRole('navigation', { name: '分页' });
  }
}
