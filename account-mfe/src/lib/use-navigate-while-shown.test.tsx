import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useNavigateWhileShown } from './use-navigate-while-shown';

/** The page's navigate, kept by the test to call once a slow step ends. */
const later: { navigate?: ReturnType<typeof useNavigateWhileShown> } = {};

function SignInPage() {
  const navigate = useNavigateWhileShown();
  useEffect(() => {
    later.navigate = navigate;
  }, [navigate]);
  return <Link to="/profile">Profile</Link>;
}

function Location() {
  return <output>{useLocation().pathname}</output>;
}

function renderPages() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

describe('useNavigateWhileShown', () => {
  it('goes where the page says while the page is shown', () => {
    renderPages();
    act(() => later.navigate?.('/'));
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('stays where the shopper went when the page is gone (a nav link followed during sign-in)', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    act(() => later.navigate?.('/'));
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
  });

  it('stays where the shopper is going while that page is still loading (the address changed, this page still shown)', () => {
    renderPages();
    // What the router does at once on a link click; the new page renders once its chunk is in.
    window.history.pushState({}, '', '/profile');
    try {
      act(() => later.navigate?.('/'));
      expect(screen.getByRole('status')).toHaveTextContent('/login');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
