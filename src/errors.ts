// The one error type of the service. Everything a client sees as an error is
// an ApiError turned into the spec's Error shape by the error handler.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (type: string, message: string, extra?: Record<string, unknown>) => new ApiError(400, type, message, {}, extra);
export const notFound = (type: string, message: string) => new ApiError(404, type, message);
export const forbidden = (type: string, message: string) => new ApiError(403, type, message);
export const unauthorized = (type: string, message: string) => new ApiError(401, type, message);

export interface ErrorBody {
  error: { type: string; message: string; [extra: string]: unknown };
}

export function errorBody(type: string, message: string, extra: Record<string, unknown> = {}): ErrorBody {
  return { error: { type, message, ...extra } };
}
