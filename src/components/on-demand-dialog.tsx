import { useEffect, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';

const messages = {
  notLoaded: /*i18n*/ { id: 'dialog.not_loaded', message: 'This could not be opened. Check your connection and try again.' },
  close: /*i18n*/ { id: 'dialog.not_loaded.close', message: 'OK' },
} as const;

/**
 * Says, at the foot of the screen, that a question could not be asked: drawn with what every
 * screen already has, since the code that failed to come may be the toasts' too. It stays
 * until the person closes it or presses again, and is read out as it appears.
 */
function NotOpened({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: 'snackbar',
        maxWidth: 560,
        mx: 'auto',
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        borderRadius: 1,
        boxShadow: 6,
        bgcolor: 'error.dark',
        color: 'error.contrastText',
      }}
    >
      <Typography sx={{ flex: 1 }}>{t(messages.notLoaded)}</Typography>
      <Button color="inherit" onClick={onClose}>
        {t(messages.close)}
      </Button>
    </Box>
  );
}

/**
 * A dialog whose code (its own, and MUI's Dialog with its Modal, focus trap and transitions)
 * comes the first time it opens: most visits to a screen never ask its question. A press made
 * before the code is in is kept (`open` stays true) and the dialog shows as soon as the code
 * arrives. Once drawn it stays mounted, so that it closes with its transition and gives the focus
 * back. When the code cannot come (offline before the worker holds it), `dismissed` puts the
 * question away as a dismissal would, so that the next press tries again, and the screen says
 * why nothing opened.
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
    const [failed, setFailed] = useState(false);
    const { open } = props;
    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      setFailed(false);
      loadOnce().then(
        (component) => {
          if (current) setDialog(() => component);
        },
        () => {
          if (!current) return;
          setFailed(true);
          dismissed(props);
        },
      );
      return () => {
        current = false;
      };
    }, [open, Dialog, props]);
    if (Dialog) return <Dialog {...props} />;
    return failed ? <NotOpened onClose={() => setFailed(false)} /> : null;
  };
}
