import { describe, expect, it } from 'vitest';
import { harperFindings, harperLinter } from './harper.ts';
import { DISABLED_HARPER_RULES } from './harper-rules.ts';
import { OUT_OF_SCOPE_HARPER_RULES } from './harper-scope.ts';

describe("harper's rules left off by purpose", () => {
  it('names only rules harper has, each once, none of them also switched off for precision', async () => {
    const linter = await harperLinter('american');
    const known = new Set(Object.keys(await linter.getDefaultLintConfig()));
    expect(OUT_OF_SCOPE_HARPER_RULES.filter((rule) => !known.has(rule))).toEqual([]);
    expect(new Set(OUT_OF_SCOPE_HARPER_RULES).size).toBe(OUT_OF_SCOPE_HARPER_RULES.length);
    expect(OUT_OF_SCOPE_HARPER_RULES.filter((rule) => DISABLED_HARPER_RULES.includes(rule))).toEqual([]);
    // The first test pays for harper's set-up, seconds on a busy machine.
  }, 60_000);

  it('leaves them off in the linter the checker uses, and the rest on', async () => {
    const linter = await harperLinter('british');
    const config = await linter.getLintConfig();
    expect(OUT_OF_SCOPE_HARPER_RULES.filter((rule) => config[rule] !== false)).toEqual([]);
    const on = Object.entries(config).filter(([, enabled]) => enabled !== false);
    expect(on.length).toBeGreaterThan(500);
  });

  it('no longer reports a product name or a programmer’s shorthand, but still a learner’s slip', async () => {
    const rules = async (text: string) =>
      (await harperFindings(text, 'american')).map((finding) => finding.rule);
    expect(await rules('Each participant was given an ipad and the survey app.')).not.toContain(
      'harper:AppleNames',
    );
    expect(await rules('The script reads its config from the dir given as an arg.')).toEqual([]);
    expect(await rules('Older people use the internet less then younger people do.')).toContain(
      'harper:ThenThan',
    );
    expect(await rules('Despite of the cost, the council kept the scheme.')).toContain('harper:DespiteOf');
  });
});
