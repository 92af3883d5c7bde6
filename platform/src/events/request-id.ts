// The id that pairs a bus command with its answers (`cart:add-requested`, `auth:signing-out`).
let lastRequest = 0;

/** An id no other request of this page shares. */
export function nextRequestId(): string {
  lastRequest += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${lastRequest}`;
}
