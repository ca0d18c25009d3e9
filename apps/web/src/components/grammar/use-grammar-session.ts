import type { GrammarEdit } from '@penwright/shared';
import { useEffect, useRef, useState } from 'react';
import type { Finding, PlacedFinding } from './finding';
import { GrammarSession, type OpenVia } from './extension/grammar-session';

export interface OpenFinding {
  finding: PlacedFinding;
  via: OpenVia;
}

type Options = {
  check: (text: string, signal: AbortSignal) => Promise<GrammarEdit[] | null>;
  suppress: (finding: Finding) => boolean;
};

/**
 * One editor's grammar session and the React state it feeds: the findings, whether a check is running, and
 * the finding whose card is open. Typing closes the card, since its words may no longer be there.
 */
export function useGrammarSession({ check, suppress }: Options) {
  const [session] = useState(() => new GrammarSession());
  const [findings, setFindings] = useState<PlacedFinding[]>([]);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<OpenFinding | null>(null);
  // Read on every keystroke: a state update there, even one React drops, is work typing does not need.
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = open !== null;
  }, [open]);

  useEffect(() => {
    session.configure({
      onFindings: setFindings,
      onBusy: setBusy,
      onOpen: (finding, via) => setOpen({ finding, via }),
      onDocChange: () => isOpen.current && setOpen(null),
    });
  }, [session]);

  useEffect(() => {
    session.configure({ check });
  }, [session, check]);

  // A new rule for what to hide (an Ignore, a dictionary word) applies to the underlines already there.
  useEffect(() => {
    session.configure({ suppress });
    session.refilter();
  }, [session, suppress]);

  return { session, findings, busy, open, setOpen };
}
