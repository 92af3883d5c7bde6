// Issue 15: nothing a shopper sees moves while a page loads (Lighthouse's CLS 0), on a phone and
// on a desktop: the shell, each remote's area and the data that arrives late keep their places.
import {
  expect,
  layoutShiftOf,
  recordLayoutShift,
  test,
  useSharedStorefront,
} from '../lib/storefront';

const storefront = useSharedStorefront();

// The pages Lighthouse measures (npm run bench:lighthouse), on a cold visit.
const PAGES = ['/', '/product', '/product/12', '/categories/1', '/cart', '/checkout/customer'];
// Lighthouse's mobile and desktop screens.
const SCREENS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
];

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const path of PAGES) {
      test(`${path} keeps still while it loads`, async ({ page }) => {
        await recordLayoutShift(page);
        await page.goto(storefront.stack.urlFor(path));
        await page.waitForLoadState('networkidle');
        expect(await layoutShiftOf(page)).toBe(0);
      });
    }
  });
}
