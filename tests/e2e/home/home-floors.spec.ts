import { expect, test } from '@playwright/test';

test('home shows product floors with goods and the hot goods', async ({ page }) => {
  await page.goto('/mall/demo/index');
  const floors = page.getByTestId('home-floor');
  await expect(floors.first()).toBeVisible();
  const count = await floors.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  const first = floors.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^1F /);
  await expect(first.getByRole('article')).not.toHaveCount(0);
  expect(await first.getByRole('article').count()).toBeLessThanOrEqual(8);

  const hot = page.getByRole('region', { name: '热销商品' });
  await expect(hot.getByRole('listitem')).toHaveCount(10);
  await expect(hot.getByRole('listitem').first()).toContainText('第 1 名');
  // The rank sits on one line of its own (it wrapped one character per line).
  const rank = hot.getByRole('listitem').first().getByText('第 1 名');
  const rankBox = (await rank.boundingBox())!;
  expect(rankBox.height).toBeLessThan(24);
  await expect(hot.getByRole('listitem').first()).toContainText(/¥\d|\*\*\*/);

  // A second-level link opens the goods hall below that category.
  const link = first
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('article') })
    .first()
    .getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/mall/demo/list' && url.searchParams.get('cName') === name,
  );
});
