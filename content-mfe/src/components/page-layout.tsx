// The frame every content page shares: a readable column with one h1 and its sections.
import styled from 'styled-components';
import { PHONE_MEDIA, PageFrame, themeOf } from '@storefront/ui-kit';

export const ContentPage = styled(PageFrame).attrs({ as: 'article', $width: 'reading' })`
  gap: 1.25rem;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 2rem;
  @media ${PHONE_MEDIA} {
    font-size: 1.6rem;
  }
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => themeOf(theme).colors.muted};
`;

export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p,
  ul,
  ol {
    margin: 0;
  }
`;

/** Two columns on wide screens (a form and what sits beside it), one on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 2rem;
  align-items: start;
  @media ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A bordered panel on the page surface. */
export const Panel = styled.div`
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  background: ${({ theme }) => themeOf(theme).colors.surface};
`;
