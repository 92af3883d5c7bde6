import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDebouncedUrlSearch } from './use-debounced-url-search';

/** A page whose code never arrives: the navigation to it stays pending, as on a slow network. */
const NeverLoadingPage = lazy(() => new Promise<never>(() => {}));

function SearchPage() {
  const { searchText, setSearchText } = useDebouncedUrlSearch(100);
  const { pathname, search } = useLocation();
  return (
    <>
      <input
        aria-label="Model number"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <Link to="/models/1">Frostline FR-GF100</Link>
      <output aria-label="Location">{`${pathname}${search}`}</output>
    </>
  );
}

describe('useDebouncedUrlSearch', () => {
  it('writes the typed text to the URL once the shopper pauses', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/models']}>
        <Routes>
          <Route path="/models" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Model number' }), 'frgf100');
    expect(await screen.findByText('/models?search=frgf100')).toBeInTheDocument();
  });

  it('drops the typed text when a link is followed before the pause ends, so the shopper is not pulled back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/models']}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/models" element={<SearchPage />} />
            <Route path="/models/:id" element={<NeverLoadingPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Model number' }), 'frgf100');
    await user.click(screen.getByRole('link', { name: 'Frostline FR-GF100' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    // The next page is still loading, so this one stays on screen, its URL without the search.
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/models$/);
  });
});
