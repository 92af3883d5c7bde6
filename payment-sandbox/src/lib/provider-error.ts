// Errors in the provider's shape `{ error: { type, code?, message, param? } }`, with the HTTP status
// the official SDK maps to its error classes (400/404 invalid request, 401 authentication, ...).

export type ProviderErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface ProviderErrorBody {
  error: { type: ProviderErrorType; message: string; code?: string; param?: string };
}

/** An API failure the sandbox answers with the provider's error shape. */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: ProviderErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  toBody(): ProviderErrorBody {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export function missingParam(param: string): ProviderError {
  return new ProviderError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param,
  );
}

export function invalidParam(param: string, message: string, code?: string): ProviderError {
  return new ProviderError(400, 'invalid_request_error', message, code, param);
}

export function unknownParam(param: string): ProviderError {
  return new ProviderError(
    400,
    'invalid_request_error',
    `Received unknown parameter: ${param}`,
    'parameter_unknown',
    param,
  );
}

/** 404 for an id that names nothing, e.g. "No such checkout.session: 'cs_test_x'". */
export function resourceMissing(objectName: string, id: string, param = 'id'): ProviderError {
  return new ProviderError(
    404,
    'invalid_request_error',
    `No such ${objectName}: '${id}'`,
    'resource_missing',
    param,
  );
}
