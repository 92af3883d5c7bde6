import styled from 'styled-components';
import { PageFrame } from '@storefront/ui-kit';

/** Common frame of catalogue pages: the shared page column at its widest. */
export const Page = PageFrame;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;
