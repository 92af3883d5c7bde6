import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { touchTarget } from '../media';
import { themeOf } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows the button busy and disabled while an action runs. */
  loading?: boolean;
}

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${themeOf(theme).colors.primary};
    color: ${themeOf(theme).colors.textaccent};
    border-color: ${themeOf(theme).colors.primary};
  `,
  secondary: (theme) => css`
    background: ${themeOf(theme).colors.secondary};
    color: ${themeOf(theme).colors.textOnSecondary};
    border-color: ${themeOf(theme).colors.secondary};
  `,
  outline: (theme) => css`
    background: transparent;
    color: ${themeOf(theme).colors.link};
    border-color: ${themeOf(theme).colors.link};
  `,
  danger: (theme) => css`
    background: ${themeOf(theme).colors.danger};
    color: #ffffff;
    border-color: ${themeOf(theme).colors.danger};
  `,
  link: (theme) => css`
    background: transparent;
    color: ${themeOf(theme).colors.link};
    border-color: transparent;
    text-decoration: underline;
    padding-inline: 0;
  `,
};

const sizes: Record<ButtonSize, string> = {
  sm: 'padding: 0.25rem 0.625rem; font-size: 0.875rem;',
  md: 'padding: 0.5rem 1rem; font-size: 1rem;',
  lg: 'padding: 0.75rem 1.5rem; font-size: 1.125rem;',
};

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.25;
  cursor: pointer;
  transition:
    filter 0.15s ease,
    background-color 0.15s ease;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]}
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${touchTarget}

  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The shop's button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </StyledButton>
  );
});
