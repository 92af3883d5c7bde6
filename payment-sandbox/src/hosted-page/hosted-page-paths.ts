/** Where the hosted payment page of a session lives (and where its form posts). */
export function hostedPagePath(sessionId: string): string {
  return `/pay/${encodeURIComponent(sessionId)}`;
}
