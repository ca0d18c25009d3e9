import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The shared contract builds zod schemas in module-level constants. Bundlers must assume such
 * calls have side effects, so a page importing only a message or a formatter would still ship
 * zod. This plugin wraps each module-level constant whose value is computed by a call in a
 * `/* @__PURE__ *\/` IIFE: unused schemas then tree-shake away, used ones behave exactly as before.
 */
export function pureContractPlugin(match: RegExp = /packages[\\/]shared[\\/]src[\\/].*\.ts$/): Plugin {
  return {
    name: 'penwright:pure-contract',
    enforce: 'pre',
    transform(code, id) {
      if (!match.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits: { start: number; end: number }[] = [];
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (init && isComputedByCall(init))
            edits.push({ start: init.getStart(source), end: init.getEnd() });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { start, end } of edits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

function isComputedByCall(node: ts.Expression): boolean {
  let current: ts.Expression = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return ts.isCallExpression(current);
}
