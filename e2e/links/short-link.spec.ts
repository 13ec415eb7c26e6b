import { expect, test } from '@playwright/test';
import { fixtures } from '../fixtures';

test('[PUBLIC][SHORT_LINK]: a short link opens its target in place of itself', async ({ page }) => {
  const { hash, target } = fixtures().shortLink;
  await page.goto(`/s/${hash}`);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // The session keeps the hash only while the link is being resolved.
  expect(await page.evaluate(() => localStorage.getItem('s-hash'))).toBeNull();
});

test('[PUBLIC][SHORT_LINK]: an unknown link says it is not valid', async ({ page }) => {
  await page.goto('/s/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'This link is not valid.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
