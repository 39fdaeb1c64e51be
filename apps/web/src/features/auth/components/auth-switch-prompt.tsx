export type AuthSwitchPromptProps = {
  /** e.g. 'Já tem conta?' */
  question: string;
  /** The link-like button's text, e.g. 'Entrar'. */
  action: string;
  onClick: () => void;
};

/** The line under an auth form that leads to the other view ('Já tem conta? Entrar'). */
export function AuthSwitchPrompt({ question, action, onClick }: AuthSwitchPromptProps) {
  return (
    <p className="text-center text-sm text-slate-600">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
