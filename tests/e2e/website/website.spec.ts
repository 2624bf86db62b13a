import { expect, test } from '@playwright/test';
import { WebsiteModel } from '../models/website.model.ts';

test('the help centre opens on registration and switches topics from its side navigation', async ({
  page,
}) => {
  const site = new WebsiteModel(page);
  await page.goto('/mall/hbky/help-center');
  await expect(page).toHaveURL(/\/mall\/hbky\/help-center\/register$/);
  await expect(site.helpNav.getByRole('link')).toHaveCount(7);
  await expect(site.helpNav.getByRole('link', { name: '注册新用户' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(site.article.getByRole('heading', { name: '注册新用户' })).toBeVisible();
  await expect(site.article).toContainText('欢迎使用华北矿业集采商城');

  await site.helpNav.getByRole('link', { name: '在线支付' }).click();
  await expect(page).toHaveURL(/\/help-center\/onlinePayment$/);
  await expect(site.helpNav.getByRole('link', { name: '在线支付' })).toHaveAttribute('aria-current', 'page');
  await expect(site.helpNav.getByRole('link', { name: '注册新用户' })).not.toHaveAttribute('aria-current');
  await expect(site.article.getByRole('heading', { name: '在线支付' })).toBeVisible();
});

test('the shop home lists the latest notices, the list pages through them and a notice opens', async ({
  page,
}) => {
  const site = new WebsiteModel(page);
  await page.goto('/mall/demo/shop');
  await expect(page).toHaveURL(/\/mall\/demo\/shop\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: '集采云商城' })).toBeVisible();
  await expect(site.notices.getByRole('listitem')).toHaveCount(5);
  await expect(site.notices.getByRole('link').first()).toHaveText('年末集中采购安排的通知');

  await page.getByRole('link', { name: '查看全部公告' }).click();
  await expect(page).toHaveURL(/\/shop\/notice-list$/);
  await expect(site.notices.getByRole('listitem')).toHaveCount(8);

  await site.notices.getByRole('link', { name: '系统升级维护公告' }).click();
  await expect(page).toHaveURL(/\/shop\/notice-detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '系统升级维护公告' })).toBeVisible();
  await expect(site.article).toContainText('进行升级维护');
});

test('an unknown notice shows 公告不存在 and a page past the end 暂无记录', async ({ page }) => {
  await page.goto('/mall/demo/shop/notice-detail?id=99999999');
  await expect(page.getByText('公告不存在').last()).toBeVisible();
  await page.goto('/mall/demo/shop/notice-list?current=5');
  await expect(page.getByText('暂无记录')).toBeVisible();
});

test('about us is HBKY only: plain text there, 页面不见啦~ elsewhere', async ({ page }) => {
  await page.goto('/mall/hbky/about');
  await expect(page.getByRole('heading', { level: 1, name: '关于华北矿业集采商城' })).toBeVisible();
  await expect(page.getByText(/华北矿业集团有限公司成立于1998年/)).toBeVisible();
  await expect(page.locator('main, body').first()).not.toContainText('<p>');

  await page.goto('/mall/demo/about');
  await expect(page.getByRole('heading', { name: '页面不见啦~' })).toBeVisible();
});
