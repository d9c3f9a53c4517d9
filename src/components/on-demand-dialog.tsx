import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (its own, and MUI's Dialog with its Modal, focus trap and transitions)
 * comes the first time it opens: most visits to a screen never ask its question. A press made
 * before the code is in is kept (`open` stays true) and the dialog shows as soon as the code
 * arrives. Once drawn it stays mounted, so that it closes with its transition and gives the focus
 * back. When the code cannot come (offline before the worker holds it), `dismissed` puts the
 * question away as a dismissal would, so that the next press tries again.
 */
export function onDemandDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>, dismissed: (props: P) => void): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  return function OnDemandDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const { open } = props;
    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      loadOnce().then(
        (component) => {
          if (current) setDialog(() => component);
        },
        () => {
          if (current) dismissed(props);
        },
      );
      return () => {
        current = false;
      };
    }, [open, Dialog, props]);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
