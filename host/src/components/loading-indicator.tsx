/** Shown while a remote's code is on its way. */
export function LoadingIndicator() {
  return (
    <p role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center' }}>
      Loading…
    </p>
  );
}
