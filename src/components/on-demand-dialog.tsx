import { useEffect, useState, type ComponentType } from 'react';
import type { DialogProps } from '@mui/material/Dialog';

type DialogComponent = ComponentType<DialogProps>;

let loaded: DialogComponent | null = null;
let loading: Promise<DialogComponent> | null = null;

/** MUI's Dialog with its Modal, focus trap and transitions: fetched once, the first time a dialog opens. */
function loadDialog(): Promise<DialogComponent> {
  loading ??= import('@mui/material/Dialog').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * MUI's Dialog, whose code (about 7 KB gzip) comes when it first opens: most visits to a screen
 * never ask its question. A press made before the code is in is kept (`open` stays true) and the
 * dialog shows as soon as the code arrives. Once drawn it stays mounted, so that it closes with
 * its transition and gives the focus back. When the code cannot come (offline before the worker
 * holds it), the question is put away as if dismissed, so that the next press tries again.
 */
export function OnDemandDialog(props: DialogProps) {
  const { open, onClose } = props;
  const [Dialog, setDialog] = useState<DialogComponent | null>(() => loaded);
  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadDialog().then(
      (component) => {
        if (current) setDialog(() => component);
      },
      () => {
        if (current) onClose?.({}, 'escapeKeyDown');
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog, onClose]);
  return Dialog ? <Dialog {...props} /> : null;
}
