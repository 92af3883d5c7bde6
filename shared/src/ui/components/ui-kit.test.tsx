import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { storeSwitched } from '../../state/store-slice';
import { renderInShop } from '../../testing/render';
import { Alert } from './alert';
import { Badge, badgeVariantForStatus } from './badge';
import { Button } from './button';
import { Modal } from './modal';
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
    renderInShop(<Badge status="completed" />);
    expect(screen.getByText('Completed')).toHaveAttribute('data-variant', 'success');
  });
});

describe('Modal', () => {
  function CancelDialog({ onClose }: { onClose: () => void }) {
    return (
      <Modal
        open
        title="Cancel Order"
        onClose={onClose}
        footer={
          <>
            <Button onClick={onClose}>Close</Button>
            <Button variant="danger">Confirm Cancellation</Button>
          </>
        }
      >
        <label>
          Reason for Cancellation
          <textarea />
        </label>
      </Modal>
    );
  }

  it('is a dialog named by its title, with focus inside', () => {
    renderInShop(<CancelDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderInShop(<CancelDialog onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderInShop(
      <Modal open={false} title="Return Order" onClose={() => {}}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('feedback pieces', () => {
  it('announces errors as alerts and loading as status', () => {
    renderInShop(
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

describe('StorefrontProviders', () => {
  function Primary() {
    return <span>{useTheme().colors.primary}</span>;
  }

  it("themes the page with the active store's colours and follows a switch", () => {
    const { storeContext } = renderInShop(<Primary />);
    expect(screen.getByText('#1f4e79')).toBeInTheDocument();
    act(() => {
      storeContext.dispatch(storeSwitched('hvac'));
    });
    expect(screen.getByText('#00695c')).toBeInTheDocument();
  });
});
