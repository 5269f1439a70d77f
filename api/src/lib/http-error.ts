/** An error meant for the client: its message is shown to the user as it is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(statusCode: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
