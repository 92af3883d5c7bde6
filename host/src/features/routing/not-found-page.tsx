import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useWritePageMeta } from '@storefront/platform';
import { usePageStatus } from './page-status';

export const NOT_FOUND_TITLE = '404: Page Not Found';

/** Any path no remote owns. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useWritePageMeta({ title: NOT_FOUND_TITLE, path: pathname });
  usePageStatus(404);
  return (
    <Section>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to the home page</Link>
    </Section>
  );
}

const Section = styled.section`
  padding: 3rem 1rem;
  text-align: center;
`;
