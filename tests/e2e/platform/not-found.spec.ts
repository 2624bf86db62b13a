import { expect, test } from '@playwright/test';

/**
 * Dead ends that are real pages (issue 20, item 4): an unknown tenant's pages and a wrong path outside
 * /mall each show a page with the site's frame and a way back to a mall, in Chinese and in English.
 */

test('an unknown tenant shows the platform frame with the reason and a way to a mall', async ({ page }) => {
  await page.goto('/mall/nosuchshop/index');
  await expect(page).toHaveURL(/\/mall\/404-project$/);
  await expect(page.getByRole('banner')).toContainText('集采商城');
  await expect(page.getByRole('heading', { level: 1, name: '抱歉，您访问的商城不存在' })).toBeVisible();
  await page.getByRole('link', { name: '前往商城首页' }).click();
  await expect(page).toHaveURL(/\/mall\/demo\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the unknown tenant page in English', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('mall.language', 'en'));
  await page.goto('/mall/nosuchshop/index');
  await expect(page.getByRole('banner')).toContainText('Procurement Mall');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry, the mall you are looking for does not exist' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the mall home page' })).toBeVisible();
});

for (const path of ['/nope', '/mall-x', '/favicon-nope']) {
  test(`a wrong path outside /mall (${path}) is an HTML page with a way to the mall`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('页面不存在');
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: /返回商城首页/ }).click();
    await expect(page).toHaveURL(/\/mall\/demo\/index$/);
  });
}
