import { storeConfigs } from '@storefront/contract';
import { contrastRatio, CONTRAST } from '@storefront/contract/testing/contrast';
import { themeFromStore, type StorefrontTheme } from './theme';

/** Every pair of colours the kit draws text or a control in, and the ratio each must reach. */
function pairsOf({ colors }: StorefrontTheme): [string, string, string, number][] {
  const pages = { background: colors.background, surface: colors.surface };
  const onPages = (name: keyof StorefrontTheme['colors'], ratio: number) =>
    Object.entries(pages).map(
      ([page, background]) =>
        [`${name} on ${page}`, colors[name], background, ratio] as [string, string, string, number],
    );
  return [
    ['textaccent on primary', colors.textaccent, colors.primary, CONTRAST.text],
    ['textOnSecondary on secondary', colors.textOnSecondary, colors.secondary, CONTRAST.text],
    ...onPages('text', CONTRAST.text),
    ...onPages('link', CONTRAST.text),
    ...onPages('muted', CONTRAST.text),
    ...onPages('focusRing', CONTRAST.ui),
    ...(['success', 'info', 'warning', 'danger', 'neutral'] as const).flatMap((status) => [
      ...onPages(status, CONTRAST.text),
      [`white badge text on ${status}`, '#ffffff', colors[status], CONTRAST.text] as [
        string,
        string,
        string,
        number,
      ],
    ]),
  ];
}

describe.each(Object.values(storeConfigs))('the $id store theme', (store) => {
  const theme = themeFromStore(store);

  it.each(pairsOf(theme))('%s (%s on %s) reaches %d:1', (_name, foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(ratio);
  });

  it("keeps the store's own primary, secondary and background colours", () => {
    expect(theme.colors).toMatchObject({
      primary: store.theme.primary,
      secondary: store.theme.secondary,
      background: store.theme.background,
    });
  });
});

describe('themeFromStore on an unreadable (pastel) palette', () => {
  const theme = themeFromStore({
    id: 'default',
    theme: {
      primary: '#ffe082',
      secondary: '#b3e5fc',
      background: '#fffde7',
      text: '#9e9e9e',
      textaccent: '#ffffff',
    },
  });

  it.each(pairsOf(theme))('%s (%s on %s) still reaches %d:1', (_name, fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(ratio);
  });
});
