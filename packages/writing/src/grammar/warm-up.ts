import type { EnglishDialect } from '@penwright/shared';
import { checkParagraphs } from './paragraph-check.ts';

/*
 * A fresh thread runs its first long check far slower than the next one: harper's WebAssembly and the rules'
 * JavaScript are first run by baseline compilers and only optimised once they have been busy for a while (on
 * the bench's draft, the first 10,000 words took 2.8 s, the next 1.5 s). Checking about 2,000 words of varied
 * prose at start-up does that warming before any writer waits for it. Findings are thrown away.
 */
const PASSAGE = [
  'The survey of 1,200 households suggests that rising rents has changed where young families choose to live.',
  'However the effect is uneven, and the authors doesnt explain why coastal towns were affected more than cities.',
  'In this essay I will argue that a policy which ignores local wages cannot reduce overcrowding on its own.',
  'Although earlier studies relied on census data, the present analysis draws on interviews conducted in 2023.',
  'Its clear that the council’s scheme, while ambitious, was funded less generously then its predecessor.',
  'Participants were asked to describe there daily routines, and most mentioned long commutes to thier jobs.',
  'Moreover, the data indicates a sharp increase in temporary contracts among workers under thirty.',
  'The results was compared with a control group drawn from a neighbouring region with similar incomes.',
  'A number of respondents felt that the application process were confusing and took to long to complete.',
  'Further reserch should examine whether these patterns persist when the goverment lowers interest rates.',
];

/** Runs the engine over about 2,000 words for `dialect`, so the first real check meets optimised code. */
export async function warmUpGrammar(dialect: EnglishDialect = 'american'): Promise<void> {
  const paragraphs = Array.from({ length: 14 }, (_, round) =>
    PASSAGE.map((sentence, i) => PASSAGE[(i + round) % PASSAGE.length] ?? sentence).join(' '),
  );
  await checkParagraphs(paragraphs, { dialect, style: true, forbidFirstPerson: true });
}
