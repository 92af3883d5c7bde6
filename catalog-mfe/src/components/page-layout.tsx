import styled from 'styled-components';

/** Common frame of catalogue pages: centred column with room around it. */
export const Page = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  /* A long word (a pasted search, a part number) wraps instead of widening the page. */
  overflow-wrap: anywhere;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;
