import useSWR, { mutate } from 'swr';
import { env } from '@/config/env';
import { apiDownload } from './client';
import { portalQuery } from './swr-config';

/**
 * Where a link to an upload (the detail's image_url, a bill's file_path) points: it is given
 * relative to the API's host, which need not be the app's.
 */
export function uploadedFileUrl(link: string): string {
  return new URL(link, new URL(env.apiBaseUrl, window.location.href)).href;
}

/**
 * An uploaded file, fetched through the API client so that it carries the bearer token (an
 * `<img src>` cannot send one) and so that the page shows it from a blob: URL.
 */
export async function fetchUploadedFile(link: string): Promise<Blob> {
  const { blob } = await apiDownload({ path: uploadedFileUrl(link), quiet: true });
  return blob;
}

// A link names one stored file, whose content never changes (a new upload gets a new link):
// a copy in the cache, the file just sent among them, is not fetched again as a screen opens.
const uploadedFileQuery = { ...portalQuery, revalidateIfStale: false };

export function useUploadedFile(link: string | null | undefined) {
  return useSWR(link ? ['uploaded-file', link] : null, ([, url]) => fetchUploadedFile(url), uploadedFileQuery);
}

/**
 * A file the person has just sent, where the server now keeps it: its preview is the file as
 * sent, not a second download of it (on a slow connection as long as the upload itself, during
 * which the picture would be missing).
 */
export function rememberUploadedFile(link: string, file: Blob): Promise<unknown> {
  return mutate(['uploaded-file', link], file, { revalidate: false });
}
