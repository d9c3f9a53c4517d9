/**
 * Matches a call of our API by its path (and, when given, some of its query), whatever else the
 * query holds: every call carries the language on screen (`lang`), so an exact address or a
 * glob ending at the path would miss it.
 */
export function apiCall(path: string, query: Record<string, string> = {}): (url: URL | string) => boolean {
  return (address) => {
    const url = typeof address === 'string' ? new URL(address) : address;
    return url.pathname === `/api/v1${path}` && Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value);
  };
}
