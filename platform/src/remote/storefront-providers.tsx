// The providers every page of the shop renders inside: the one store context and the store's theme.
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { StoreContext } from '../state/create-store';
import { useAppSelector } from '../state/hooks';
import { selectStoreConfig } from '../state/store-slice';
import { themeFromStore } from '@storefront/ui-kit';

export interface StorefrontProvidersProps {
  storeContext: StoreContext;
  children?: ReactNode;
}

/** Redux Provider + ThemeProvider (no router: the host or a standalone page adds its own). */
export function StorefrontProviders({ storeContext, children }: StorefrontProvidersProps) {
  return (
    <Provider store={storeContext}>
      <StoreTheme>{children}</StoreTheme>
    </Provider>
  );
}

/** Follows the active store, so a store switch re-themes the page. */
function StoreTheme({ children }: { children?: ReactNode }) {
  const config = useAppSelector(selectStoreConfig);
  const theme = useMemo(() => themeFromStore(config), [config]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
