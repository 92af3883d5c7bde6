// After a success message, goes on to the next page once the delay has passed (SPEC §9 delays).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function useRedirectAfter(target: string | null, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
}
