// Shown instead of the store when start-up cannot choose a store (unknown host name or store id):
// it names the problem, since there is no store configuration (name, colours) to render with.
import { useEffect } from 'react';
import { setPageMeta } from '@storefront/platform';

const STORE_ERROR_TITLE = 'This store cannot be opened';

export function StoreErrorPage({ message }: { message: string }) {
  // An effect, not useWritePageMeta: this page renders outside the store's providers.
  useEffect(() => setPageMeta({ title: STORE_ERROR_TITLE }), []);
  return (
    <main
      style={{
        maxWidth: '40rem',
        margin: '4rem auto',
        padding: '0 1rem',
        fontFamily: 'sans-serif',
      }}
    >
      <h1>{STORE_ERROR_TITLE}</h1>
      <p role="alert">{message}</p>
      <p>
        Check the address, or ask the operator to configure this host name or store id (STORE_ID).
      </p>
    </main>
  );
}
