/**
 * Rspress's `<Prompt>`: a card with instructions to paste into an AI tool. Clicking the card copies
 * `prompt`; `custom` keeps only the frame around the MDX children, without copying.
 */
import { type ReactNode, useState } from 'react';

export interface PromptProps {
  title?: string;
  description?: ReactNode;
  prompt?: string;
  custom?: boolean;
  children?: ReactNode;
}

export function Prompt({ title, description, prompt = '', custom, children }: PromptProps) {
  const [copied, setCopied] = useState(false);
  if (custom) return <div className="q-prompt q-prompt--custom">{children}</div>;
  const copy = () => {
    void navigator.clipboard?.writeText(prompt).then(() => setCopied(true));
  };
  return (
    <div className="q-prompt">
      {title ? <p className="q-prompt__title">{title}</p> : null}
      {description ? <p className="q-prompt__description">{description}</p> : null}
      <pre className="q-prompt__text">{prompt}</pre>
      <button type="button" className="q-prompt__copy" onClick={copy}>
        {copied ? 'Copied' : 'Copy prompt'}
      </button>
    </div>
  );
}
