// How the UI kit's own tests render: in the default store's theme under a memory router, with the
// current address shown (the components know no store context; the platform's renderInShop adds it).
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { defaultTheme } from '../theme';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div aria-label="Current location">{`${pathname}${search}`}</div>;
}

/** Where the router is now ("/list?page=2"). */
export function currentLocation(): string | null {
  return screen.getByLabelText('Current location').textContent;
}

export function renderThemed(ui: ReactElement, { url = '/' }: { url?: string } = {}): RenderResult {
  return render(
    <ThemeProvider theme={defaultTheme}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <CurrentLocation />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
