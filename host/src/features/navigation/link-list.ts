import styled from 'styled-components';

/**
 * A row of links in the nav bar. Its own component rather than a `ul` rule on the bar, so widgets
 * inside the bar (the catalog's suggestion list) keep their own list styles.
 */
export const LinkList = styled.ul`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
