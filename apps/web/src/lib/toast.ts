import { toast } from 'sonner';
import { TOAST_DURATION } from '@tenho/domain/shared/constants';
import { activateToaster } from './toaster-state';

// Any screen that can toast imports this module: mount the <Toaster> now, ahead of the first toast.
activateToaster();

/** Toasts with the durations of spec §9: success 3 s, login error 4 s, inactive 6 s, others 4 s. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION.error }),
  loginError: (message: string) => toast.error(message, { duration: TOAST_DURATION.loginError }),
  inactive: (message: string) => toast.warning(message, { duration: TOAST_DURATION.inactive }),
  /** The amber 6 s notice (e.g. a 400 when deleting a permission in use). */
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION.warning }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION.error }),
};
