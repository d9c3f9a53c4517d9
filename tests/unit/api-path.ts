/**
 * An API call's path and query as the reference API reads it, without the `/api/v1` prefix and
 * the `lang` every call carries (the language on screen): '/dropdown/benefits?reporting_type_id=1'.
 * The screen tests' fake APIs answer by it.
 */
export function apiPath(input: RequestInfo | URL): string {
  const url = new URL(String(input), 'http://localhost');
  url.searchParams.delete('lang');
  return url.pathname.replace(/^\/api\/v1/, '') + url.search;
}
