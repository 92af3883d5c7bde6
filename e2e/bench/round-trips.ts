// Sequential round trips in a page load, read from Chromium's DevTools protocol log. A request
// is one trip after the deepest of what it waited for: the document or scripts that issued it
// (its initiator), the configuration fetched before it (a remotes map, a federation manifest)
// and, for a store API call, all the code that had arrived before it (React calls it from a page
// chunk that is not on its stack). A CORS preflight is a trip of its own, a redirect adds one.

/** One message of a DevTools protocol log, as Lighthouse records it. */
export interface DevtoolsMessage {
  method: string;
  params: unknown;
}

interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
  /** A preflight's: the request it clears. */
  requestId?: string;
}

interface RequestWillBeSent {
  requestId: string;
  request: { url: string };
  type?: string;
  timestamp: number;
  initiator: Initiator;
  redirectResponse?: unknown;
}

interface LoggedRequest {
  id: string;
  url: string;
  type: string;
  sentAt: number;
  arrivedAt: number;
  /** URLs of the document or scripts that issued it. */
  initiatorUrls: string[];
  /** A preflight's: the request it clears. */
  clears?: string;
  redirects: number;
}

const API_PATH = /\/store-api\//;
const CODE_TYPES = new Set(['Document', 'Script', 'Stylesheet']);
const FETCH_TYPES = new Set(['Fetch', 'XHR']);

function initiatorUrls(initiator: Initiator): string[] {
  const urls = initiator.url ? [initiator.url] : [];
  for (let trace = initiator.stack; trace; trace = trace.parent) {
    for (const frame of trace.callFrames) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

function readRequests(log: DevtoolsMessage[]): LoggedRequest[] {
  const requests = new Map<string, LoggedRequest>();
  for (const { method, params } of log) {
    if (method === 'Network.requestWillBeSent') {
      const sent = params as RequestWillBeSent;
      const known = requests.get(sent.requestId);
      if (known && sent.redirectResponse) {
        known.redirects += 1;
        known.url = sent.request.url;
        continue;
      }
      requests.set(sent.requestId, {
        id: sent.requestId,
        url: sent.request.url,
        type: sent.type ?? 'Other',
        sentAt: sent.timestamp,
        arrivedAt: Number.POSITIVE_INFINITY,
        initiatorUrls: initiatorUrls(sent.initiator),
        clears: sent.initiator.type === 'preflight' ? sent.initiator.requestId : undefined,
        redirects: 0,
      });
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
      const { requestId, timestamp } = params as { requestId: string; timestamp: number };
      const request = requests.get(requestId);
      if (request) request.arrivedAt = timestamp;
    }
  }
  return [...requests.values()];
}

/**
 * The number of sequential round trips up to and including the first request whose URL matches
 * `target` (its preflight counted), or null when the page made no such request.
 */
export function countRoundTrips(log: DevtoolsMessage[], target: RegExp): number | null {
  const { requests, depthOf } = roundTripDepths(log);
  const targetRequest = requests.find(
    (request) => target.test(request.url) && request.clears === undefined,
  );
  return targetRequest ? depthOf(targetRequest) : null;
}

/**
 * The sequential request levels a page went through before `until` (a DevTools timestamp, such as
 * its largest contentful paint): the deepest round trip among the requests finished by then.
 */
export function levelsBefore(log: DevtoolsMessage[], until: number): number {
  const { requests, depthOf } = roundTripDepths(log);
  return Math.max(0, ...requests.filter((r) => r.arrivedAt <= until).map(depthOf));
}

/**
 * The DevTools timestamp (seconds) of the page's navigation start: when its document was asked
 * for. A page's performance times (milliseconds from its time origin) are counted from there.
 */
export function navigationStart(log: DevtoolsMessage[]): number | null {
  return readRequests(log).find((request) => request.type === 'Document')?.sentAt ?? null;
}

function roundTripDepths(log: DevtoolsMessage[]) {
  const requests = readRequests(log);
  const isApiCall = (request: LoggedRequest) => API_PATH.test(request.url);
  const firstByUrl = new Map<string, LoggedRequest>();
  for (const request of requests)
    if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request);
  const preflightOf = new Map(
    requests.filter((request) => request.clears).map((request) => [request.clears, request]),
  );
  const configuration = requests.filter(
    (request) => FETCH_TYPES.has(request.type) && !request.clears && !isApiCall(request),
  );
  const code = requests.filter((request) => CODE_TYPES.has(request.type));

  const byId = new Map(requests.map((request) => [request.id, request]));
  const depths = new Map<string, number>();
  const waitedFor = (request: LoggedRequest): LoggedRequest[] => {
    const arrivedBefore = (earlier: LoggedRequest) =>
      earlier !== request && earlier.arrivedAt <= request.sentAt;
    const issuers = request.initiatorUrls
      .map((url) => firstByUrl.get(url))
      .filter((issuer): issuer is LoggedRequest => issuer !== undefined && issuer !== request);
    return [
      ...issuers,
      ...configuration.filter(arrivedBefore),
      ...(isApiCall(request) ? code.filter(arrivedBefore) : []),
    ];
  };
  const depthOf = (request: LoggedRequest): number => {
    const known = depths.get(request.id);
    if (known !== undefined) return known;
    // Guards a cycle (a script naming itself on its own stack) while this one is worked out.
    depths.set(request.id, 0);
    // A preflight waits for what the request it clears waited for.
    const preflight = preflightOf.get(request.id);
    const cleared = request.clears ? byId.get(request.clears) : undefined;
    const before = preflight
      ? depthOf(preflight)
      : Math.max(0, ...waitedFor(cleared ?? request).map(depthOf));
    const depth = before + 1 + request.redirects;
    depths.set(request.id, depth);
    return depth;
  };
  return { requests, depthOf };
}
