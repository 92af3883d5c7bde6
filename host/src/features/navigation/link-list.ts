import styled from 'styled-components';
import { PHONE_MEDIA, touchTarget } from '@storefront/ui-kit';

/**
 * A row of links in the nav bar; on a phone, a column in the open menu. Its own component rather
 * than a `ul` rule on the bar, so widgets inside the bar (the catalog's suggestion list) keep
 * their own list styles.
 */
export const LinkList = styled.ul`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-flex;
    align-items: center;
    ${touchTarget}
  }
  /* A button in the row (the account menu's Logout) reads as one of its links: the bar's
     colours, not the browser's grey button face. */
  button {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }

  @media ${PHONE_MEDIA} {
    flex-direction: column;
    gap: 0;
    a,
    button {
      width: 100%;
    }
  }
`;
