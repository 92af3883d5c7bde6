import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../../../lib/testing/render-account';
import { ResetPasswordPage } from './reset-password-page';

const INVALID = 'Invalid or missing reset token. Please request a new password reset link.';
const location = () => screen.getByLabelText('Current location').textContent;

function openReset(url: string, routes = {}) {
  return renderAccount(<ResetPasswordPage />, { path: '/reset-password', url, routes });
}

async function choose(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('the reset password page', () => {
  it.each([
    ['without token and email', '/reset-password'],
    ['without a token', '/reset-password?email=ada%40example.com'],
    ['without an email', '/reset-password?token=abc'],
  ])('calls the link invalid %s and offers a new one', (_label, url) => {
    openReset(url);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/login?reset=true',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it("says 'Passwords do not match' and sends nothing", async () => {
    const { api } = openReset('/reset-password?token=abc&email=ada%40example.com');
    await choose('secret1', 'secret2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('resets, confirms, and goes to /login after 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = openReset('/reset-password?token=abc&email=ada%40example.com', {
      'POST /auth/reset-password': { status: 200, body: { data: { message: 'Password reset' } } },
    });
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/reset-password')).toEqual([
      { token: 'abc', email: 'ada@example.com', password: 'newpass1' },
    ]);
    act(() => jest.advanceTimersByTime(2900));
    expect(location()).toBe('/reset-password?token=abc&email=ada%40example.com');
    act(() => jest.advanceTimersByTime(200));
    expect(location()).toBe('/login?email=ada%40example.com');
    jest.useRealTimers();
  });

  it("shows the server's text for a used or expired link", async () => {
    openReset('/reset-password?token=used&email=ada%40example.com', {
      'POST /auth/reset-password': { status: 400, body: { error: INVALID } },
    });
    await choose('newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it("says 'Failed to reset password. Please try again.' when the server fails", async () => {
    openReset('/reset-password?token=abc&email=ada%40example.com', {
      'POST /auth/reset-password': { status: 503 },
    });
    await choose('newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });
});
