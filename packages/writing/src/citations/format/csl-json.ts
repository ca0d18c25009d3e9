import { CslItemSchema, type CslItem } from '@penwright/shared';
import { syntaxError, type ImportOutcome } from './outcome.ts';

/*
 * CSL-JSON in and out. It is the library's own form, so nothing is converted: the file is parsed, each item is
 * checked against the stored item's schema, and the ids are replaced by the library's (a real one is kept as
 * the citation key).
 */

const lineAt = (text: string, position: number) => text.slice(0, position).split('\n').length;

/**
 * The line of a JSON.parse error: from "(line 3 column 5)" or "at position 42" where the engine gives them,
 * else by finding the excerpt it quotes ("Unexpected token '}', ...\"title\": }\"... is not valid JSON").
 */
function lineOf(text: string, message: string): number | null {
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(text, Number(position[1]));
  if (/end of JSON input/.test(message)) return text.trimEnd().split('\n').length;
  const quoted = /^Unexpected token '(.+?)', (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON$/.exec(
    message,
  );
  const at = quoted ? text.indexOf(quoted[2]!) : -1;
  return at >= 0 ? lineAt(text, at + quoted![2]!.indexOf(quoted![1]!)) : null;
}

function itemsOf(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json as unknown[];
  if (json && typeof json === 'object') {
    const items = (json as { items?: unknown }).items;
    return Array.isArray(items) ? (items as unknown[]) : [json];
  }
  return null;
}

export function countCslJsonItems(text: string): number {
  try {
    return itemsOf(JSON.parse(text))?.length ?? 0;
  } catch {
    return 0;
  }
}

/** Reads CSL-JSON: an array of items, one item, or `{items: […]}`. */
export function importCslJson(text: string): ImportOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const line = lineOf(text, message);
    return syntaxError(
      line,
      `${line ? `Line ${line}: ` : ''}this is not valid JSON (${message.replace(/^JSON\.parse: /, '')}).`,
    );
  }
  const list = itemsOf(json);
  if (!list || list.length === 0)
    return syntaxError(1, 'No CSL-JSON items were found: send an array of items.');
  const items: CslItem[] = [];
  for (const [index, entry] of list.entries()) {
    const parsed = CslItemSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return syntaxError(null, `Item ${index + 1}: ${field}${issue?.message ?? 'is not a CSL-JSON item'}.`);
    }
    const { id, ...item } = parsed.data;
    if ((typeof id === 'string' || typeof id === 'number') && !item['citation-key'])
      item['citation-key'] = String(id);
    items.push(item);
  }
  return { ok: true, items };
}

export function exportCslJson(items: ReadonlyArray<CslItem & { id: string }>): string {
  return `${JSON.stringify(items, null, 2)}\n`;
}
