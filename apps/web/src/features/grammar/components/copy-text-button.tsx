import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';

const SHOWN_MS = 2_000;

/** Copies the text, fixes and all, and says so on the button for a moment. */
export function CopyTextButton({ getText, disabled }: { getText: () => string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
    } catch {
      notify.error('The text could not be copied. Select it and copy it with the keyboard instead.');
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy text'}</span>
    </Button>
  );
}
