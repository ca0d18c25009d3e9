import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';
import { briefLines } from './brief-lines.ts';

/*
 * More ways a brief lists the things to do: points numbered under a lettered part ("A.1", "A.2"), items that
 * complete an imperative lead-in ("Advise the council on:"), and a step whose marks close its heading line.
 * Every example is invented for this test.
 */

const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);
const everything = (text: string) => {
  const a = analyse(text);
  return [...a.tasks.map((t) => t.text), ...a.questions.map((q) => q.text)];
};

describe('lists of things to do', () => {
  it('reads points numbered under a lettered part as lines of their own', () => {
    const lines = briefLines(
      [
        'The council asks you to advise it on:',
        'A.1 whether the new parking levy is lawful under the regional transport act, with attention to the',
        'consultation it carried out;',
        'A.2 what the shop owners on the high street could claim if the levy is struck down.',
      ].join('\n'),
    ).filter((l) => l.bullet);
    expect(lines.map((l) => l.marker)).toEqual(['A.1', 'A.2']);
  });

  it('reads the items after an imperative lead-in as tasks', () => {
    const brief = [
      'You act for a small charity that runs two night shelters. Advise the trustees on:',
      'A.1 whether the lease of the second shelter can be ended early;',
      'A.2 what duties the charity owes to the volunteers who work the night shift.',
    ].join('\n');
    expect(tasks(brief)).toEqual([
      'Whether the lease of the second shelter can be ended early',
      'What duties the charity owes to the volunteers who work the night shift',
    ]);
  });

  it('does not read the options after "Write about ONE of these …:" as tasks', () => {
    const brief = [
      'Write a short profile of ONE of these three port cities:',
      '(a) a city on the Baltic coast with a working shipyard;',
      '(b) a river port that lost its trade to the railway.',
    ].join('\n');
    expect(tasks(brief).filter((t) => /shipyard|railway/.test(t))).toEqual([]);
  });

  it('ends a step heading at its marks, so the instruction under it is read', () => {
    const brief = [
      'Step 6 - Suggestions for the youth club and how to put them in place (worth 4 marks)',
      'Give at least two suggestions for the club and explain who could carry out each one.',
    ].join('\n');
    expect(everything(brief)).toContain(
      'Give at least two suggestions for the club and explain who could carry out each one.',
    );
  });

  it('reads "Read the facts and advise …" as a task', () => {
    expect(tasks('Read the facts and advise the landlord.')).toEqual([
      'Read the facts and advise the landlord.',
    ]);
    expect(tasks('Read the module handbook before you start.')).toEqual([]);
  });

  it('reads an instruction after a condition ("If you used …, say so …")', () => {
    expect(tasks('If you used a transcription service, say so in the methods section.')).toHaveLength(1);
  });

  it('does not read a request for more time as a task', () => {
    expect(tasks('If you need more time, write to the programme office.')).toEqual([]);
  });

  it('reads "Include …" as an instruction', () => {
    expect(
      tasks('Include a sketch map of the survey area and explain how you chose the transects.'),
    ).toHaveLength(1);
  });

  it('reads the sentences after a listed part whose name gives its length in brackets', () => {
    const brief = [
      'Sections',
      '- Costing and schedule of the works (about 300 words). Give a week-by-week schedule and a costed list of materials.',
    ].join('\n');
    expect(tasks(brief)).toContain('Give a week-by-week schedule and a costed list of materials.');
  });

  it('splits what a commentary should do into its clauses, "place it …" among them', () => {
    expect(
      everything(
        'Your commentary should outline the ruling briefly, place it in the wider case law, and weigh its consequences.',
      ),
    ).toEqual(['Outline the ruling briefly', 'Place it in the wider case law', 'Weigh its consequences']);
  });

  it('splits clauses whose objects list names of their own', () => {
    expect(
      everything(
        'Your analysis should fit a growth curve to the counts, estimate LD50, EC50 and NOEC, and plot the residuals.',
      ),
    ).toHaveLength(3);
  });

  it('keeps a list of nouns that could be verbs as one task', () => {
    expect(
      tasks('Your commentary should describe the plan, structure and materials of the building.'),
    ).toHaveLength(1);
  });

  it('reads an obligation on the topic or the advice', () => {
    expect(tasks('Your topic should go beyond the examples worked in class.')).toHaveLength(1);
    expect(tasks('Your advice should rest on the statute and the leading cases.')).toHaveLength(1);
  });

  it('reads handing in a piece of work as the work, however the sentence runs', () => {
    expect(
      tasks('Each of you then hands in a short portfolio made up of the three parts below.'),
    ).toHaveLength(1);
    expect(
      tasks('Each student submits, individually, a memo of 400 words on the group meeting.'),
    ).toHaveLength(1);
    expect(tasks('Each student submits the memo through the portal.')).toEqual([]);
  });

  it('reads "is individual work" and "devise" as requirements', () => {
    expect(tasks('The investigation is individual work.')).toHaveLength(1);
    expect(tasks('In pairs you will devise a short radio drama set in your town.')).toHaveLength(1);
    expect(tasks('Feedback on drafts is individual.')).toEqual([]);
  });

  it('reads keeping a journal as work, but not keeping a copy', () => {
    expect(tasks('Keep a weekly journal of your placement.')).toHaveLength(1);
    expect(tasks('Keep a copy of everything you submit.')).toEqual([]);
  });

  it('reads the work after a scene-setting phrase that names the course page', () => {
    expect(
      tasks(
        'Using the tide records posted on Canvas and two published surveys, you will estimate the erosion rate.',
      ),
    ).toHaveLength(1);
    expect(tasks('You will upload the final file to Canvas.')).toEqual([]);
  });

  it('reads an obligation whose subject lists several things', () => {
    expect(
      tasks('Every table, photograph and map taken from another source must be credited where it appears.'),
    ).toHaveLength(1);
  });

  it('does not read a modal in a later clause or a quotation as an obligation of the work', () => {
    expect(tasks('The course has two parts, and both must be passed to complete it.')).toEqual([]);
    expect(
      tasks('The mayor, who chairs the board, told reporters that "the old station must close".'),
    ).toEqual([]);
  });

  it('reads a sentence that sets the work and counts its sources as a task too', () => {
    const a = analyse(
      'Compile an annotated bibliography of 10 to 15 sources on coral bleaching in the Red Sea.',
    );
    expect(a.tasks.map((t) => t.text)).toEqual([
      'Compile an annotated bibliography of 10 to 15 sources on coral bleaching in the Red Sea.',
    ]);
    expect(a.minSources).toBe(10);
    expect(tasks('Cite at least 10 sources of 2015 or later.')).toEqual([]);
  });

  it('keeps an instruction that ends by naming a short question after a colon', () => {
    expect(
      tasks('Write a reflection on the placement using the three-step model: What happened? Why? What next?'),
    ).toEqual(['Write a reflection on the placement using the three-step model: What happened?']);
    expect(tasks('Should museums return objects taken in wartime?')).toEqual([]);
  });

  it('reads checking and running an analysis as work, but not checking a page', () => {
    const brief = [
      'Method',
      '- Run a panel regression of the yields on the policy rate.',
      '- Check the robustness of your estimates to a shorter sample.',
      '- Check the course page for updates.',
    ].join('\n');
    expect(tasks(brief)).toEqual([
      'Run a panel regression of the yields on the policy rate',
      'Check the robustness of your estimates to a shorter sample',
    ]);
  });

  it('reads a paper written in the form of a journal submission as the work', () => {
    expect(
      tasks(
        'In this module you write a short paper, in the form of a journal submission, that tests one pricing model.',
      ),
    ).toHaveLength(1);
  });

  it('reads an instruction after a short scene and a colon', () => {
    expect(tasks('Your reader is the harbour board: write as its planning officer would.')).toHaveLength(1);
    expect(tasks('Background to the dispute: see the attached letters.')).toEqual([]);
  });
});
