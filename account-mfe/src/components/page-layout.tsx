// The frame of the account pages: a narrow column for forms, a wider one for the profile.
import styled from 'styled-components';
import { PageFrame, themeOf } from '@storefront/ui-kit';

/** A narrow column for forms; `$wide` for the profile and the order pages. */
export const Page = styled(PageFrame).attrs<{ $wide?: boolean }>(({ $wide }) => ({
  $width: $wide ? 'medium' : 'narrow',
}))``;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  &:focus {
    outline: none;
  }
`;

/** A form's column of fields and its buttons. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => themeOf(theme).colors.muted};
`;
