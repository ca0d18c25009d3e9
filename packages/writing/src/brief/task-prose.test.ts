import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/* Tasks set in running prose rather than in lists. Every example is invented for this test. */

const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);
const questions = (text: string) => analyse(text).questions.map((q) => q.text);

describe('a run of tasks after "your essay should"', () => {
  it('splits a run of three clauses that each start with a verb and its object', () => {
    expect(
      questions(
        'Whatever case you pick, your report should set out a testable claim, weigh the evidence on both sides, and offer a verdict on the claim.',
      ),
    ).toEqual([
      'Set out a testable claim',
      'Weigh the evidence on both sides',
      'Offer a verdict on the claim',
    ]);
  });

  it('keeps a list of nouns that could be verbs, and a pair of clauses, as one task', () => {
    expect(
      questions('Your essay should describe the bridge, its design and materials, and its cost.'),
    ).toHaveLength(1);
    expect(
      questions('Your essay should identify the main actors and evaluate the outcome of the negotiations.'),
    ).toHaveLength(1);
  });
});

describe('an imperative after an adverb of sequence', () => {
  it('reads "Then argue …" and "Finally state …" as tasks', () => {
    expect(tasks('Choose one river basin. Then argue a case for one way of sharing its water.')).toContain(
      'Then argue a case for one way of sharing its water.',
    );
    expect(tasks('Finally state which of the two plans you would fund.')).toHaveLength(1);
  });
});

describe('an instruction that completes a question or a quotation', () => {
  it('joins "Discuss with reference to …" to the question before it on the same line', () => {
    expect(questions('Why did the reform stall after 1990? Discuss with reference to two regions.')).toEqual([
      'Why did the reform stall after 1990? Discuss with reference to two regions.',
    ]);
  });

  it('joins "Critically assess this claim" to the quotation it is about', () => {
    expect(questions('"Markets reward patience more than talent." Critically assess this claim.')).toEqual([
      '"Markets reward patience more than talent." Critically assess this claim.',
    ]);
  });

  it('keeps an instruction with a subject of its own apart from the question', () => {
    expect(
      questions(
        'How does the load change the deflection? Discuss possible sources of error in the readings.',
      ),
    ).toHaveLength(2);
  });
});

describe('items under "At a minimum:"', () => {
  it('reads each item as a task', () => {
    const brief = [
      'Scope of the memo',
      'At a minimum:',
      '(a) the cost of each option over five years;',
      '(b) who would carry the risk of delay;',
    ].join('\n');
    expect(tasks(brief)).toEqual([
      'The cost of each option over five years',
      'Who would carry the risk of delay',
    ]);
  });
});

describe('"refer to" as part of the work', () => {
  it('reads "Refer to both plays" as a task, but not "Refer to the handbook"', () => {
    expect(tasks('Refer to BOTH plays we read this term: the comedy and the tragedy.')).toHaveLength(1);
    expect(tasks('Refer to interviewees by their initials only.')).toHaveLength(1);
    expect(tasks('Refer to the module handbook for the house style.')).toEqual([]);
  });
});

describe('the main task set as handing in a piece of work', () => {
  it('reads "every candidate submits a …" and "you are required to submit a …" as tasks', () => {
    expect(
      tasks(
        "In the spring term every master's candidate submits a thesis outline and defends it in a panel.",
      ),
    ).toHaveLength(1);
    expect(
      tasks('You are required to submit a report on the decline of one coastal town since 1950.'),
    ).toHaveLength(1);
  });

  it('does not read where or when to hand the work in as a task', () => {
    expect(tasks('You must submit a single report through Turnitin.')).toEqual([]);
    expect(tasks('Each student submits an essay by 4 May 2027.')).toEqual([]);
  });
});

describe('tasks in list items and numbered task labels', () => {
  it('keeps a list item that states an obligation of its own under a plain heading', () => {
    expect(tasks('Notes\n* You must take every photograph yourself.')).toEqual([
      'You must take every photograph yourself',
    ]);
  });

  it('leaves a list item that states no obligation', () => {
    expect(tasks('Notes\n* The library is open until ten on weekdays.')).toEqual([]);
  });

  it('reads past a numbered task label with a dash to the opening phrase and its verb', () => {
    expect(questions('Task 3 - For the two busiest junctions, propose a new signal timing.')).toEqual([
      'For the two busiest junctions, propose a new signal timing.',
    ]);
    expect(tasks('Task 3 - the junction survey from last term.')).toEqual([]);
  });
});

describe('an obligation whatever its subject', () => {
  it('reads "must" and "has to" after any subject as a task', () => {
    expect(tasks('The map of the site must be drawn by you, by hand or in a GIS program.')).toHaveLength(1);
    expect(tasks('Every interview has to be recorded and transcribed in full.')).toHaveLength(1);
    expect(tasks('No, but the comparison must stay secondary to the main case.')).toHaveLength(1);
  });

  it('leaves procedure and weaker modals alone', () => {
    expect(tasks('Extensions must be requested from the module leader before the deadline.')).toEqual([]);
    expect(tasks('The marks will be released in week 12.')).toEqual([]);
    expect(tasks('Late work must carry the signed cover sheet.')).toEqual([]);
  });
});

describe('the work described in the present tense', () => {
  it('reads what the work, its writer or "you" does as a task', () => {
    expect(tasks('The proposal then reviews the literature on river restoration.')).toHaveLength(1);
    expect(tasks('The candidate states three objectives, each with its hypotheses.')).toHaveLength(1);
    expect(tasks('In this module you design a small survey of local traders.')).toHaveLength(1);
    expect(tasks('Each student also completes a short peer review form.')).toHaveLength(1);
  });

  it('leaves descriptions that set nothing alone', () => {
    expect(tasks('The portfolio accounts for 60% of the final grade.')).toEqual([]);
    expect(tasks('The report contains three parts.')).toEqual([]);
    expect(tasks('You writes nothing here.')).toEqual([]);
  });
});

describe('the language of the work and working alone', () => {
  it('reads them as tasks however short', () => {
    expect(tasks('Write in English.')).toHaveLength(1);
    expect(tasks('The summary is written in both French and Malagasy.')).toHaveLength(1);
    expect(tasks('This is an individual assignment.')).toHaveLength(1);
    expect(tasks('Please work alone.')).toHaveLength(1);
  });

  it('does not read a font or a group task as either', () => {
    expect(tasks('The report is written in Times New Roman.')).toEqual([]);
    expect(tasks('This is a group assignment.')).toEqual([]);
  });
});

describe('conditions and checks inside a task', () => {
  it('keeps a task whose condition says what "you can" do', () => {
    expect(
      tasks(
        'Each team designs a footbridge for the site (use a span of 30 m unless you can justify another).',
      ),
    ).toHaveLength(1);
    expect(
      tasks('Check whether the well can meet the demand and, if not, propose how to close the gap.'),
    ).toHaveLength(1);
  });

  it('still leaves permissions and checks before handing in alone', () => {
    expect(tasks('You can use any software you like for the graphs.')).toEqual([]);
    expect(tasks('Check your spelling before you hand in.')).toEqual([]);
  });
});

describe('a run of clauses whose verbs describe the work', () => {
  it('splits "a report that explains …, analyses … and discusses …" into its tasks', () => {
    const analysis = analyse(
      'Then write a report that explains your method, analyses the survey around two themes, and discusses them in the light of the course readings.',
    );
    expect([...analysis.tasks, ...analysis.questions].map((t) => t.text)).toEqual([
      'Write a report that explains your method',
      'Analyse the survey around two themes',
      'Discuss them in the light of the course readings',
    ]);
  });

  it('keeps a single described clause, and a list of nouns, whole', () => {
    expect(tasks('Write a report that explains your method and its limits.')).toHaveLength(1);
    expect(tasks('Write a report that covers costs, benefits, and risks of the scheme.')).toHaveLength(1);
  });
});

describe('own work, a client who asks, and asking someone to sign', () => {
  it('reads them as tasks', () => {
    expect(tasks('This assignment must be your own work.')).toHaveLength(1);
    expect(tasks('The measurements must be taken by you.')).toHaveLength(1);
    expect(
      tasks('The board has asked you, as its new analyst, to review the pricing of the service.'),
    ).toHaveLength(1);
    expect(tasks('Ask your mentor to sign the approval form.')).toHaveLength(1);
  });

  it('leaves asking for help and a client who asked nothing of you alone', () => {
    expect(tasks('Ask your tutor if anything is unclear.')).toEqual([]);
    expect(tasks('The board has asked for more data on costs.')).toEqual([]);
  });
});

describe('an imperative after "for each …" without a comma', () => {
  it('reads "For each site record …" and "For each sample case give …" as tasks', () => {
    expect(
      tasks('Visit three markets. For each site record the opening hours and the number of stalls.'),
    ).toContain('For each site record the opening hours and the number of stalls.');
    expect(tasks('For each sample case give the year and the court that decided it.')).toHaveLength(1);
  });

  it('leaves a "for each" sentence without an instruction verb', () => {
    expect(tasks('For each chapter the tutor holds a short meeting in week three.')).toEqual([]);
  });
});

describe('where the material is kept', () => {
  it('keeps the main task that names the platform holding its data', () => {
    expect(
      tasks('Write a short report on the reaction-time study, using the data file posted on Moodle.'),
    ).toHaveLength(1);
  });

  it('still leaves out handing the work in on the platform', () => {
    expect(tasks('Upload the report on Moodle before the deadline.')).toEqual([]);
  });
});

describe('imperatives with everyday verbs', () => {
  it('reads "Survey …", "Find …", "Pick …" and "Spell …" as instructions', () => {
    expect(tasks('Survey at least ten shop owners about their opening hours.')).toHaveLength(1);
    expect(tasks('Find a retired teacher and interview her about her first school.')).toHaveLength(1);
    expect(tasks('Pick an open data set on air quality and model its trend.')).toHaveLength(1);
    expect(tasks('Spell every place name as the local council does.')).toHaveLength(1);
  });

  it('leaves a survey named as a noun in a remark', () => {
    expect(tasks('Survey fatigue is common among students.')).toEqual([]);
  });
});

describe('a run of tasks after "It should"', () => {
  it('splits a run of verb clauses whose subject is the work named just before', () => {
    const brief =
      'The memo goes to the mayor. It should set out the problem, weigh the two options, and recommend a way forward.';
    expect([...questions(brief), ...tasks(brief)]).toEqual([
      'Set out the problem',
      'Weigh the two options',
      'Recommend a way forward',
    ]);
  });

  it('keeps a list of nouns after "It should describe" as one task', () => {
    expect(
      questions('The memo goes to the mayor. It should describe the site, its history and its owners.'),
    ).toHaveLength(0);
  });
});

describe('a condition holding a list in brackets', () => {
  it('reads the imperative after "If you use a tool (A, B, C), …"', () => {
    expect(
      tasks('If you use a statistics package (R, SPSS, Stata), name it and give its version.'),
    ).toHaveLength(1);
  });

  it('leaves a condition that only permits', () => {
    expect(tasks('If you are ill (a cold, the flu, or worse), you may ask for more time.')).toEqual([]);
  });
});
