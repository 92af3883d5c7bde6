import styled from 'styled-components';
import { StorefrontGlobalStyle, ToastOutlet } from '@storefront/shared';
import { SiteFooter } from '../features/footer/site-footer';
import { NavBar } from '../features/navigation/nav-bar';
import { ContentArea } from '../features/routing/content-area';
import { PageMetaDefaults } from '../features/routing/page-meta-defaults';
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
`;

/** The shell around every page: nav bar, the owning remote's content, footer, toasts. */
export function AppLayout() {
  return (
    <Page>
      <StorefrontGlobalStyle />
      <ScrollToTop />
      <PageMetaDefaults />
      <NavBar />
      <Main>
        <ContentArea />
      </Main>
      <SiteFooter />
      <ToastOutlet />
    </Page>
  );
}
