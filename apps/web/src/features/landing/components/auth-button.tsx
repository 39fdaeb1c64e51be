import { Button, type ButtonProps } from '@/components/ui/button';

export type AuthButtonProps = Omit<ButtonProps, 'onPointerEnter' | 'onFocus'> & {
  /** The visitor is about to open Entrar/Cadastro: a chance to fetch that screen ahead. */
  onIntent?: () => void;
};

/** A landing button that opens sign-in or sign-up, announcing the intent on hover or focus. */
export function AuthButton({ onIntent, ...props }: AuthButtonProps) {
  return <Button {...props} onPointerEnter={onIntent} onFocus={onIntent} />;
}
