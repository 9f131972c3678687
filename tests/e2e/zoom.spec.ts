/**
 * Zoom view for diagrams and screenshots (medium-zoom): it opens by click,
 * Enter or Space on the focusable figure, closes with Escape and gives focus
 * back, and the library loads only on pages with something to zoom.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './site';

const zoomed = (page: Page) => page.locator('img.medium-zoom-image--opened');

function recordZoomChunk(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/medium-zoom/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

test.describe('zoom', () => {
  test('a diagram opens with Enter and closes with Escape, focus back on it', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/running-surge');
    const figure = page.getByRole('button', {name: 'Enlarge diagram'}).first();
    const diagram = page.getByRole('img', {name: /^Order of the devnet guides\./});
    await expect(diagram).toBeVisible();
    const inlineWidth = (await diagram.boundingBox())!.width;
    await figure.focus();
    await page.keyboard.press('Enter');
    await expect(zoomed(page)).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    // The overlay hides the page behind the zoomed diagram.
    const overlayColour = await page.locator('.medium-zoom-overlay').evaluate((overlay) => getComputedStyle(overlay).backgroundColor);
    expect(overlayColour).not.toMatch(/^(transparent|rgba\(.*, 0\))$/);
    // The zoomed diagram fills much more of the window than the inline one.
    await expect.poll(async () => (await zoomed(page).boundingBox())!.width).toBeGreaterThan(inlineWidth * 1.2);

    await page.keyboard.press('Escape');
    await expect(zoomed(page)).toHaveCount(0);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await expect(figure).toBeFocused();
  });

  test('a screenshot opens with Space and closes with Escape', async ({page}) => {
    await gotoHydrated(page, 'tests/docs/zoom');
    const image = page.getByRole('button', {name: 'Enlarge image: Sample screenshot'});
    await image.focus();
    await page.keyboard.press(' ');
    await expect(zoomed(page)).toHaveAttribute('alt', 'Sample screenshot');
    await page.keyboard.press('Escape');
    await expect(zoomed(page)).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  test('a click opens the zoom view and a click closes it', async ({page}) => {
    await gotoHydrated(page, 'tests/docs/zoom');
    await page.getByRole('img', {name: 'Sample screenshot'}).click();
    await expect(zoomed(page)).toBeVisible();
    await zoomed(page).click();
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('medium-zoom loads on intent only, and never on pages without images or diagrams', async ({page}) => {
    const requests = recordZoomChunk(page);
    await gotoHydrated(page, 'docs/intro');
    await expect(page.locator('[data-zoomable]')).toHaveCount(0);
    await gotoHydrated(page, 'tests/docs/zoom');
    await expect(page.locator('[data-zoomable]')).toHaveCount(2);
    expect(requests).toEqual([]);
    await page.getByRole('button', {name: 'Enlarge diagram'}).focus();
    await expect.poll(() => requests.length).toBe(1);
  });
});
