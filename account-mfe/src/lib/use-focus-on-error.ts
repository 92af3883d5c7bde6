// Moves keyboard focus to a page-level error when it appears, so it is read and not missed.
import { useEffect, useRef } from 'react';

export function useFocusOnError<T extends HTMLElement>(error: string | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return ref;
}
