import type { ConfirmDialogProps } from './confirm-question';
import { onDemandDialog } from './on-demand-dialog';

/** The questions of spec section 4, word for word. */
export const CONFIRMATIONS = {
  quit: {
    title: /*i18n*/ { id: 'confirm.quit.title', message: 'Quit?' },
    text: /*i18n*/ { id: 'confirm.quit.text', message: 'Are you sure you want to quit?' },
    confirm: /*i18n*/ { id: 'confirm.quit.confirm', message: 'Quit' },
  },
  logout: {
    title: /*i18n*/ { id: 'confirm.logout.title', message: 'Logout?' },
    text: /*i18n*/ { id: 'confirm.logout.text', message: 'Are you sure you want to logout?' },
    confirm: /*i18n*/ { id: 'confirm.logout.confirm', message: 'Logout' },
  },
} as const;

/** A yes-or-no question in a modal (confirm-question.tsx), its code fetched when first asked. */
export const ConfirmDialog = onDemandDialog<ConfirmDialogProps>(
  async () => (await import('./confirm-question')).ConfirmQuestion,
  (props) => props.onCancel(),
);
