import { CheckCircle2 } from 'lucide-react';
import { MSG } from '@tenho/domain/auth/auth.schemas';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { IconTile } from '@/components/ui/icon-tile';

export type RegisterSuccessProps = { company: string; email: string; onConfirm: () => void };

/** The dialog after a registration (spec §2): the account waits for the franchise to activate it. */
export function RegisterSuccess({ company, email, onConfirm }: RegisterSuccessProps) {
  return (
    <div className="flex flex-col items-center text-center">
      <IconTile size="circle" tone="bg-emerald-50 text-emerald-600" className="mb-4">
        <CheckCircle2 className="size-8" />
      </IconTile>
      <DialogTitle className="text-xl font-semibold tracking-tight text-slate-900">
        {MSG.registerSuccessTitle}
      </DialogTitle>
      <DialogDescription className="mt-3 text-sm leading-6 text-slate-600">
        Recebemos o cadastro de <strong className="font-semibold text-slate-800">{company}</strong>. Sua conta
        aguarda a ativação pela franquia escolhida; assim que ela for ativada, você receberá um aviso em{' '}
        <strong className="font-semibold text-slate-800">{email}</strong> e poderá entrar com seu e-mail e
        senha.
      </DialogDescription>
      <Button size="lg" className="mt-6 w-full" onClick={onConfirm}>
        Entendi
      </Button>
    </div>
  );
}
