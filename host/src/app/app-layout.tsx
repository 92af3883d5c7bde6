import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { StorefrontGlobalStyle, visuallyHidden } from '@storefront/ui-kit';
import { ToastOutlet } from '@storefront/platform';
import { SiteFooter } from '../features/footer/site-footer';
import { NavBar } from '../features/navigation/nav-bar';
import { ContentArea } from '../features/routing/content-area';
import { PageMetaDefaults } from '../features/routing/page-meta-defaults';
import { RouteFocus } from '../features/routing/route-focus';
import { ScrollToTop } from '../features/routing/scroll-to-top';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// A screenful at least, so the footer starts below the fold and a remote arriving never pushes
// visible content down (layout shift 0).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const MAIN_ID = 'main-content';

// The first thing Tab reaches, so keyboard users need not cross the whole nav bar on every page.
const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textaccent};
  font-weight: 600;
`;

/** Moves focus (and so the view) to the main content without touching the URL (the router's). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The shell around every page: nav bar, the owning remote's content, footer, toasts. */
export function AppLayout() {
  return (
    <Page>
      <StorefrontGlobalStyle />
      <ScrollToTop />
      <PageMetaDefaults />
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </SkipLink>
      <NavBar />
      <Main id={MAIN_ID} tabIndex={-1}>
        <ContentArea />
      </Main>
      <SiteFooter />
      <RouteFocus mainId={MAIN_ID} />
      <ToastOutlet />
    </Page>
  );
}
