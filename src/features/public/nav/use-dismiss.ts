import { useEffect, type RefObject } from 'react';

/** While open: Escape calls onEscape; a press outside `inside` calls onOutside. */
export function useDismiss(open: boolean, inside: RefObject<HTMLElement | null>, onEscape: () => void, onOutside: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, inside, onEscape, onOutside]);
}
