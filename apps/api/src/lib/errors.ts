/**
 * An expected failure: becomes a 4xx (or a 503) with `{ message, errors? }`, plus `details` when a
 * route's response schema names them (the new totals of a 409 at checkout, say).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: string[]) => new AppError(400, message, errors);
export const unauthorized = (message = 'Please login to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
