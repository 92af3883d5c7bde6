import styled from 'styled-components';
import { SiteFooter } from '../features/footer/site-footer';
import { NavBar } from '../features/navigation/nav-bar';
import { ContentArea } from '../features/routing/content-area';
import { PageMetaDefaults } from '../features/routing/page-meta-defaults';
import { ScrollToTop } from '../features/routing/scroll-to-top';
import { ToastHost } from '../features/toasts/toast-host';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
`;

/** The shell around every page: nav bar, the owning remote's content, footer, toasts. */
export function AppLayout() {
  return (
    <Page>
      <ScrollToTop />
      <PageMetaDefaults />
      <NavBar />
      <Main>
        <ContentArea />
      </Main>
      <SiteFooter />
      <ToastHost />
    </Page>
  );
}
