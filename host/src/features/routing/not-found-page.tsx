import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = '404: Page Not Found';

/** Any path no remote owns. */
export function NotFoundPage() {
  return (
    <section style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
