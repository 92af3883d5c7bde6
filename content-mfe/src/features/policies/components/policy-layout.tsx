// The layout the returns, terms and privacy pages share (SPEC §2 Policy pages): a back-to-shopping
// link, the title and last-updated date, the policy's sections, then Continue Shopping and Contact
// Support.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { themeOf, touchTarget } from '@storefront/ui-kit';
import { ContentPage, PageTitle } from '../../../components/page-layout';
import { useContentPageMeta } from '../../../lib/use-content-page-meta';

/** Where shopping continues from a policy page. */
export const SHOPPING_PATH = '/product';

interface PolicyLayoutProps {
  title: string;
  /** Meta description of the page. */
  description: string;
  path: string;
  lastUpdated: string;
  children: ReactNode;
}

export function PolicyLayout({
  title,
  description,
  path,
  lastUpdated,
  children,
}: PolicyLayoutProps) {
  useContentPageMeta({ title, description, path });
  return (
    <ContentPage>
      <BackLink to={SHOPPING_PATH}>
        <span aria-hidden="true">← </span>Back to Shopping
      </BackLink>
      <PageTitle>{title}</PageTitle>
      <Updated>Last updated: {lastUpdated}</Updated>
      <Body>{children}</Body>
      <Actions aria-label="Policy page actions">
        <ActionLink to={SHOPPING_PATH} $primary>
          Continue Shopping
        </ActionLink>
        <ActionLink to="/contact">Contact Support</ActionLink>
      </Actions>
    </ContentPage>
  );
}

/** One numbered section of a policy. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

const BackLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  ${touchTarget}
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => themeOf(theme).colors.muted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  section {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p,
  ul,
  ol {
    margin: 0;
  }
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => themeOf(theme).colors.border};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => themeOf(theme).colors.link};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $primary }) => ($primary ? themeOf(theme).colors.primary : 'transparent')};
  color: ${({ theme, $primary }) =>
    $primary ? themeOf(theme).colors.textaccent : themeOf(theme).colors.link};
  border-color: ${({ theme, $primary }) =>
    $primary ? themeOf(theme).colors.primary : themeOf(theme).colors.link};
  ${touchTarget}
`;
