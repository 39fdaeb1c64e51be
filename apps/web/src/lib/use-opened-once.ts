import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazy dialog is mounted when it first opens and then
 * stays mounted, so it closes with its animation and reopens at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
