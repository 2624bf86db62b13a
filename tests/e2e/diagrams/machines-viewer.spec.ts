import { expect, test } from '@playwright/test';
import { MACHINES } from '../../../machines/registry.ts';
import { machinesViewerZhCN } from '../../../src/features/diagrams/locales/zh_CN.ts';
import { MachinesViewerModel } from '../models/machines-viewer.model.ts';

const titles = machinesViewerZhCN.titles as Record<string, string>;

test('the viewer lists every machine and shows the selected one’s diagram', async ({ page }) => {
  const viewer = new MachinesViewerModel(page);
  await viewer.open();
  for (const m of MACHINES) await expect(viewer.machineButton(titles[m.id] ?? m.title)).toBeVisible();
  await expect(viewer.diagram('路由守卫')).toBeVisible();

  await viewer.machineButton('登录').click();
  await expect(viewer.diagram('登录')).toBeVisible();
  await expect(viewer.state('login.form.account.editing')).toBeVisible();
  await expect(page).toHaveURL(/machine=login/);
  await expect(page.getByText('在地址后加上 ?inspect 打开应用')).toBeVisible();
});

test('opened with ?inspect, the viewer highlights the live route-guard state and lists its events', async ({
  page,
}) => {
  const viewer = new MachinesViewerModel(page);
  await page.goto('/mall/demo/index?inspect');
  await expect(page.getByRole('heading', { name: '集采云商城', level: 1 })).toBeVisible();

  await viewer.navigateWithinApp('?inspect');
  await expect(viewer.diagram('路由守卫')).toBeVisible();
  await expect(viewer.state('routeGuard.navigation.allowed')).toHaveAttribute('data-active', 'true');
  await expect(viewer.state('routeGuard.navigation.redirected')).not.toHaveAttribute('data-active', 'true');
  // One request for the home page, one for the viewer.
  await expect(viewer.events.getByText('nav.request').nth(1)).toBeVisible();
});
