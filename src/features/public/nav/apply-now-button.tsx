import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { useT } from '@/i18n/i18n';
import { APPLY_NOW } from './nav-items';

/** Spec section 9: 175 px wide on small screens, 165 px from the medium breakpoint up. */
export function ApplyNowButton({ onChosen }: { onChosen?: () => void }) {
  const t = useT();
  return (
    <Button
      component={Link}
      href={APPLY_NOW.href}
      onClick={onChosen}
      variant="contained"
      size="large"
      sx={(theme) => ({ width: 175, flexShrink: 0, [theme.breakpoints.up('md')]: { width: 165 } })}
    >
      {t(APPLY_NOW.label)}
    </Button>
  );
}
