import {
  type ErrorBody,
  type ErrorCode,
  type RouteCallBody,
  type RouteDescription,
  type RouteResult,
  type RouteUrlInput,
  type RuntimeConfig,
  routeUrl,
} from '@praxis/contract';

/** A non-2xx answer of the API, carrying its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorBody['details'];
  readonly messageCode: ErrorBody['messageCode'];
  readonly messageParams: ErrorBody['messageParams'];

  constructor({ status, code, message, details, messageCode, messageParams }: ErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.messageCode = messageCode;
    this.messageParams = messageParams;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Anything that validates an answer; the contract's zod schemas are. */
export interface Schema<T> {
  parse(data: unknown): T;
}

export interface ApiClient {
  /** With version 2 the calls take the v2 paths, naming rows by `id`; otherwise the v1 paths, by `legacyId`. */
  readonly apiVersion: RuntimeConfig['apiVersion'];
  /** A described call: its path from the API version and the rows given, its answer checked by its schema. */
  call<D extends RouteDescription>(
    route: D,
    input?: RouteCall<D>,
    signal?: AbortSignal,
  ): Promise<RouteResult<D>>;
  /** A described call whose answer the caller has no use for, so an unexpected body cannot fail it. */
  send<D extends RouteDescription>(route: D, input?: RouteCall<D>): Promise<undefined>;
  /** Where a described call goes on this API version, for a file sent or saved outside the JSON calls. */
  url<D extends RouteDescription>(route: D, input?: RouteUrlInput<D>): string;
}

export interface RouteCall<D> extends RouteUrlInput<D> {
  body?: RouteCallBody<D>;
}

export interface ApiClientOptions {
  baseUrl: string;
  apiVersion: RuntimeConfig['apiVersion'];
  /** Read on every request, so a token renewed in the meantime is the one sent. */
  accessToken: () => Promise<string | null>;
  /** The token is missing, expired or revoked: sign in again. */
  onUnauthorized: () => void;
  /** A 403 answer sends the user to /unauthorized. */
  onForbidden: () => void;
  /**
   * The interface's locale, sent as Accept-Language: a person's first sign-in takes it as their language
   * when the provider has no `locale` claim.
   */
  locale?: () => string;
}

async function errorOf(response: Response): Promise<ApiError> {
  // The schema (and zod) load with the first refusal, not with the entry chunk.
  const [{ parseErrorBody }, body] = await Promise.all([
    import('./errorBody'),
    response.json().catch(() => null),
  ]);
  const parsed = parseErrorBody(body);
  // A proxy or gateway in front of the API answers with its own page; keep at least the status.
  return new ApiError(
    parsed.success
      ? parsed.data
      : {
          status: response.status,
          code: 'internal',
          message: response.statusText || `HTTP ${response.status}`,
        },
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const urlOf = <D extends RouteDescription>(route: D, input?: RouteUrlInput<D>) =>
    routeUrl(route, options.apiVersion, input);

  async function request<T>(
    method: RouteDescription['method'],
    path: string,
    body: unknown,
    schema: Schema<T> | undefined,
    signal?: AbortSignal,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.locale) {
      headers['Accept-Language'] = options.locale();
    }
    const token = await options.accessToken();
    if (token !== null) {
      headers.Authorization = `Bearer ${token}`;
    }
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      const error = await errorOf(response);
      if (response.status === 401) {
        options.onUnauthorized();
      } else if (response.status === 403) {
        options.onForbidden();
      }
      throw error;
    }
    // Without a schema the caller has no use for the answer (a user update's answer is not read), so an
    // empty or unexpected body cannot fail the call.
    return (schema === undefined ? undefined : schema.parse(await response.json())) as T;
  }

  return {
    apiVersion: options.apiVersion,
    call: (route, input = {}, signal) =>
      request(
        route.method,
        urlOf(route, input),
        input.body,
        // A 204 answers nothing to check.
        route.status === 204 ? undefined : (route.response as Schema<RouteResult<typeof route>>),
        signal,
      ),
    send: (route, input = {}) => request(route.method, urlOf(route, input), input.body, undefined),
    url: urlOf,
  };
}
