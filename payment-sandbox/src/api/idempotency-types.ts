/** A saved API response, replayed for a repeated `Idempotency-Key`. */
export interface IdempotentResponse {
  /** Method, path and canonical params of the first request. */
  fingerprint: string;
  statusCode: number;
  body: string;
  /** ms since the epoch; records are kept for 24 hours, like the provider's. */
  createdAt: number;
}
