import { ApiRequestError } from '@trovapro/api-client';

/**
 * The text of a failed action's toast: the server's Italian message when it refused the request
 * (4xx, e.g. "Esiste già un'azienda con questa email"), else the screen's own message — a 5xx or
 * a network failure says nothing the person can act on.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}
