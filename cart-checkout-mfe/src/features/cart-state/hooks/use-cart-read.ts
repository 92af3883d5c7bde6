// Whether a page may show the cart's lines: the runtime has read the saved cart and this render is
// the browser's own. A server-rendered cart page shows the cart's frame; the browser hydrates it
// with the frame too, even when the runtime read the cart meanwhile (it starts once the shell has
// hydrated, and this remote's part of the page hydrates after it), then shows the lines.
import { useAppSelector, useHydrated } from '@storefront/platform';
import { selectCartOpened } from '../state/cart-slice';

export function useCartRead(): boolean {
  const opened = useAppSelector(selectCartOpened);
  return useHydrated() && opened;
}
