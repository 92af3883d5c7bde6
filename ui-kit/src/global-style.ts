// Page-wide base styles; the host renders it once, a remote's standalone page renders its own.
import { createGlobalStyle } from 'styled-components';
import { themeOf } from './theme';

export const StorefrontGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The store's colours for the page's no-JavaScript notice, which no component styles (build/index.html). */
  :root {
    --storefront-primary: ${({ theme }) => themeOf(theme).colors.primary};
    --storefront-text-on-primary: ${({ theme }) => themeOf(theme).colors.textaccent};
  }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => themeOf(theme).fonts.body};
    color: ${({ theme }) => themeOf(theme).colors.text};
    background: ${({ theme }) => themeOf(theme).colors.background};
    line-height: 1.5;
  }
  img { max-width: 100%; height: auto; }
  a { color: ${({ theme }) => themeOf(theme).colors.link}; }
  :focus-visible { outline: 3px solid ${({ theme }) => themeOf(theme).colors.focusRing}; outline-offset: 2px; }
  /* A toast's progress bar is its timer (react-toastify closes it when the bar's animation ends):
     shortened, every toast closed the moment it showed. */
  @media (prefers-reduced-motion: reduce) {
    *:not(.Toastify__progress-bar), *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = `
  position: absolute !important;
  width: 1px; height: 1px;
  padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0);
  white-space: nowrap; border: 0;
`;
