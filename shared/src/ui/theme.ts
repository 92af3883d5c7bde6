// The styled-components theme, built from the active store's colours (SPEC §1).
import { storeConfigs, type StoreConfig } from '../domain';

export interface StorefrontTheme {
  storeId: string;
  colors: {
    primary: string;
    secondary: string;
    background: string;
    text: string;
    /** Text on the primary colour. */
    textaccent: string;
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

export function themeFromStore(config: Pick<StoreConfig, 'id' | 'theme'>): StorefrontTheme {
  return {
    storeId: config.id,
    colors: {
      ...config.theme,
      surface: '#ffffff',
      muted: '#5f6b76',
      border: '#d9dee3',
      success: '#1e7e34',
      info: '#0b6fa4',
      warning: '#9a6700',
      danger: '#b42318',
      neutral: '#5f6b76',
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
