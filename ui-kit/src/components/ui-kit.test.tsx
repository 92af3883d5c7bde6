import { render, screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { Alert } from './alert';
import { Badge, badgeVariantForStatus } from './badge';
import { Button } from './button';
import { Spinner } from './spinner';

describe('Badge', () => {
  it.each([
    ['pending', 'warning'],
    ['processing', 'info'],
    ['completed', 'success'],
    ['cancelled', 'danger'],
    ['returned', 'secondary'],
    ['shipped', 'success'],
    [undefined, 'secondary'],
  ])('shows status %s as %s', (status, variant) => {
    expect(badgeVariantForStatus(status)).toBe(variant);
  });

  it('writes the status as its text', () => {
    renderThemed(<Badge status="completed" />);
    expect(screen.getByText('Completed')).toHaveAttribute('data-variant', 'success');
  });
});

describe('feedback pieces', () => {
  it('announces errors as alerts and loading as status', () => {
    renderThemed(
      <>
        <Alert variant="danger" title="Failed to load order details" />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load order details');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('renders without the providers too (isolated component tests)', () => {
    render(<Button>Retry</Button>);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('type', 'button');
  });
});
