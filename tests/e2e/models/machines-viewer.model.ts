import { expect, type Page } from '@playwright/test';

/** The machines viewer (/mall/static/machines) as an analyst uses it. */
export class MachinesViewerModel {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/mall/static/machines${query}`);
    await expect(this.page.getByRole('heading', { name: '状态机流程图', level: 1 })).toBeVisible();
  }

  /** Goes to the viewer inside the running SPA (the app's actors stay alive). */
  async navigateWithinApp(query = ''): Promise<void> {
    await this.page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/mall/static/machines${query}`);
    await expect(this.page.getByRole('heading', { name: '状态机流程图', level: 1 })).toBeVisible();
  }

  get list() {
    return this.page.getByRole('navigation', { name: '状态机列表' });
  }

  machineButton(title: string) {
    return this.list.getByRole('button', { name: title, exact: true });
  }

  diagram(title: string) {
    return this.page.getByRole('img', { name: `${title}流程图` });
  }

  state(id: string) {
    return this.page.locator(`[data-testid="machine-diagram"] [data-state-id="${id}"]`);
  }

  get events() {
    return this.page.getByRole('region', { name: '收到的事件' });
  }
}
