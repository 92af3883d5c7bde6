// The styled-components theme, built from the active store's colours (SPEC §1).
import { storeConfigs, type StoreConfig } from '@storefront/contract';
import { CONTRAST, ensureContrast, readableTextOn } from '@storefront/contract/contrast';

export interface StorefrontTheme {
  storeId: string;
  colors: {
    primary: string;
    secondary: string;
    background: string;
    text: string;
    /** Text on the primary colour: the store's textaccent when readable there (4.5:1). */
    textaccent: string;
    /** Text on the secondary colour (4.5:1). */
    textOnSecondary: string;
    /** The primary colour as text (links) on the background and on surfaces (4.5:1). */
    link: string;
    /** Focus outlines: the secondary colour, at 3:1 against the background and surfaces. */
    focusRing: string;
    surface: string;
    muted: string;
    border: string;
    success: string;
    info: string;
    warning: string;
    danger: string;
    neutral: string;
  };
  fonts: { body: string; heading: string; mono: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  space: (steps: number) => string;
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  shadows: { card: string; raised: string };
  zIndex: { header: number; modal: number; toast: number };
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends StorefrontTheme {}
}

const space = (steps: number) => `${steps * 0.25}rem`;

const SURFACE = '#ffffff';

/**
 * The theme of a store. Every colour that text or a control is drawn in is derived here to meet
 * WCAG AA against what it sits on, whatever the store's palette (issue 9: white on amber was 2:1).
 */
export function themeFromStore(config: Pick<StoreConfig, 'id' | 'theme'>): StorefrontTheme {
  const { primary, secondary, background, text, textaccent } = config.theme;
  const pages = [background, SURFACE];
  // Status colours are text on the page and carry white badge text (the surface colour).
  const status = (color: string) => ensureContrast(color, pages, CONTRAST.text);
  return {
    storeId: config.id,
    colors: {
      primary,
      secondary,
      background,
      text: ensureContrast(text, pages, CONTRAST.text),
      textaccent: readableTextOn(primary, [textaccent, text]),
      textOnSecondary: readableTextOn(secondary, [textaccent, text]),
      link: ensureContrast(primary, pages, CONTRAST.text),
      focusRing: ensureContrast(secondary, pages, CONTRAST.ui),
      surface: SURFACE,
      muted: ensureContrast('#5f6b76', pages, CONTRAST.text),
      border: '#d9dee3',
      success: status('#1e7e34'),
      info: status('#0b6fa4'),
      warning: status('#9a6700'),
      danger: status('#b42318'),
      neutral: status('#5f6b76'),
    },
    fonts: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    space,
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
    shadows: {
      card: '0 1px 3px rgba(16, 24, 40, 0.1), 0 1px 2px rgba(16, 24, 40, 0.06)',
      raised: '0 12px 24px rgba(16, 24, 40, 0.18)',
    },
    zIndex: { header: 100, modal: 1000, toast: 9999 },
  };
}

/** The default store's theme: what components fall back to outside a ThemeProvider. */
export const defaultTheme: StorefrontTheme = themeFromStore(storeConfigs.default);

/**
 * The theme a styled component received, or the default one when it is rendered without
 * `StorefrontProviders` (a remote's isolated component test), so the kit never crashes on styling.
 */
export function themeOf(theme: Partial<StorefrontTheme> | undefined): StorefrontTheme {
  return theme && theme.colors ? (theme as StorefrontTheme) : defaultTheme;
}
