import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of the nav's phone menu. It remembers the location it was opened at, so any
 * navigation (a link in the menu, Back, a redirect) closes it without an effect.
 */
export function usePhoneMenu() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  const open = openAt === key;

  const toggle = () => setOpenAt(open ? null : key);

  /** Escape closes the menu and gives focus back to its button, as a disclosure should. */
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenAt(null);
    buttonRef.current?.focus();
  };

  // `idPrefix` names the parts the menu shows and hides, for `aria-controls`.
  return { open, toggle, closeOnEscape, buttonRef, idPrefix };
}
