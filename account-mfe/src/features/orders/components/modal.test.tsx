import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop } from '@storefront/platform/testing';
import { Button } from '@storefront/ui-kit';
import { Modal } from './modal';

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
