import { useEffect, useState } from 'react';

/** A blob: URL for showing a file, revoked when the file changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let live = true;
    const url = URL.createObjectURL(blob);
    void Promise.resolve().then(() => live && setShown({ blob, url }));
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return blob && shown?.blob === blob ? shown.url : null;
}
