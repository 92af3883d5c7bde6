// A cart page before the browser has read the saved cart (a server render, the page hydrating it):
// both versions are in the page and the mark the page's inline script set before its first paint
// (SAVED_CART_ATTRIBUTE on <html>) shows one, so the page the cart's runtime then renders alone
// takes the same place: no layout shift, and its text is painted from the first HTML.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SAVED_CART_ATTRIBUTE } from '@storefront/contract';

export function BySavedCart({ withLines, empty }: { withLines: ReactNode; empty: ReactNode }) {
  return (
    <>
      <WithLines>{withLines}</WithLines>
      <Empty>{empty}</Empty>
    </>
  );
}

const WithLines = styled.div`
  display: contents;
  html:not([${SAVED_CART_ATTRIBUTE}]) & {
    display: none;
  }
`;
const Empty = styled.div`
  display: contents;
  html[${SAVED_CART_ATTRIBUTE}] & {
    display: none;
  }
`;
