import { chromium } from '@playwright/test';
const shots: [string, string, number][] = [
  ['hvac-capacitors-phone', 'http://hvac.localhost:3000/product?search=capacitor', 390],
  ['hvac-capacitors-desk', 'http://hvac.localhost:3000/product?search=capacitor&inStock=true', 1280],
  ['parts-models-phone', 'http://parts.localhost:3000/models', 390],
  ['default-model-desk', 'http://localhost:3000/models/1', 1280],
  ['default-product-desk', 'http://localhost:3000/product/5', 1280],
];
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [name, url, width] of shots) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
    console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
    await page.close();
  }
  await browser.close();
})();
