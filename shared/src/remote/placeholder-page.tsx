import type { RouteObject } from 'react-router-dom';

interface PlaceholderPageProps {
  title: string;
  purpose: string;
}

/** Stand-in for a page a later issue builds: its heading and what it is for. */
export function PlaceholderPage({ title, purpose }: PlaceholderPageProps) {
  return (
    <section>
      <h1>{title}</h1>
      <p>{purpose}</p>
    </section>
  );
}

/** A route showing a PlaceholderPage, so a remote lists its unbuilt pages as data. */
export function placeholderRoute(path: string, title: string, purpose: string): RouteObject {
  return { path, element: <PlaceholderPage title={title} purpose={purpose} /> };
}
