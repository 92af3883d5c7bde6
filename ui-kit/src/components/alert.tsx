import type { ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from '../theme';

export type AlertVariant = 'success' | 'info' | 'warning' | 'danger';

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  margin: 1rem 0;
  border: 1px solid ${({ theme, $variant }) => themeOf(theme).colors[$variant]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  background: ${({ theme }) => themeOf(theme).colors.surface};
  color: ${({ theme }) => themeOf(theme).colors.text};
  strong {
    color: ${({ theme, $variant }) => themeOf(theme).colors[$variant]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons offered to recover (Retry, Return to Order History...). */
  actions?: ReactNode;
  className?: string;
}

/** A message panel; warnings and errors are announced right away (role="alert"). */
export function Alert({ variant = 'info', title, children, actions, className }: AlertProps) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <Box
      role={urgent ? 'alert' : 'status'}
      $variant={variant}
      data-variant={variant}
      className={className}
    >
      {title && <strong>{title}</strong>}
      {children && <div>{children}</div>}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
