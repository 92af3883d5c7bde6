// Sends the browser to another site (the provider's hosted page); one place tests can replace.
export function leavePage(url: string): void {
  window.location.assign(url);
}
