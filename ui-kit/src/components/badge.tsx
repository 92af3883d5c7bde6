import type { ReactNode } from 'react';
import styled from 'styled-components';
import { statusLabel } from './status-label';
import { themeOf } from '../theme';

export type BadgeVariant = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'primary';

/**
 * SPEC §4: pending warning, processing info, completed success, cancelled danger, anything else
 * secondary; an item's shipped (SPEC §2) and a paid payment are success.
 */
export function badgeVariantForStatus(status: string | null | undefined): BadgeVariant {
  switch ((status ?? '').toLowerCase()) {
    case 'pending':
      return 'warning';
    case 'processing':
      return 'info';
    case 'completed':
    case 'shipped':
    case 'paid':
      return 'success';
    case 'cancelled':
    case 'canceled':
      return 'danger';
    default:
      return 'secondary';
  }
}

const Pill = styled.span<{ $variant: BadgeVariant }>`
  display: inline-block;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => themeOf(theme).radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ theme, $variant }) => ($variant === 'primary' ? themeOf(theme).colors.textaccent : '#ffffff')};
  background: ${({ theme, $variant }) =>
    $variant === 'primary'
      ? themeOf(theme).colors.primary
      : $variant === 'secondary'
        ? themeOf(theme).colors.neutral
        : themeOf(theme).colors[$variant]};
`;

export interface BadgeProps {
  /** The colour; derived from `status` when not given. */
  variant?: BadgeVariant;
  /** An order, item or payment status: picks the variant and, without children, the label. */
  status?: string;
  children?: ReactNode;
  className?: string;
}

export function Badge({ variant, status, children, className }: BadgeProps) {
  const resolved = variant ?? badgeVariantForStatus(status);
  return (
    <Pill $variant={resolved} data-variant={resolved} className={className}>
      {children ?? statusLabel(status)}
    </Pill>
  );
}
