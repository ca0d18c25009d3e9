/** An id for one editor's checks (Sapling's `session_id`); it only has to tell sessions apart, not be secret. */
export function newGrammarSessionId(): string {
  return `pw-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
