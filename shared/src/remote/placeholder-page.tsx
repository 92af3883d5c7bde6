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
