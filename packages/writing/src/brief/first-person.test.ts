import { describe, expect, it } from 'vitest';
import { briefForbidsFirstPerson } from './first-person.ts';

describe('briefForbidsFirstPerson', () => {
  it.each([
    'Avoid the first person throughout.',
    'Avoid using first person.',
    'Do not write in the first person.',
    "Don't use first-person pronouns.",
    'No first person, please.',
    'The essay must not use the first person.',
    'First person is not permitted in this assignment.',
    'First-person pronouns are discouraged.',
    'The report should be written in the third person.',
    'Write entirely in the third person.',
    'Third-person only.',
    'Avoid personal pronouns.',
    "Do not use 'I' or 'we'.",
    'Never use the pronoun “we” in the findings.',
  ])('forbids: %s', (brief) => {
    expect(briefForbidsFirstPerson(brief)).toBe(true);
  });

  it.each([
    '',
    'You may use the first person in the reflection section.',
    'Writing in the first person is acceptable where you describe your own practice.',
    'Discuss how the narrator uses first person to build trust with the reader.',
    'Do not use I statements without evidence.',
    'Write 2,000 words on climate policy in APA 7th edition.',
  ])('allows: %s', (brief) => {
    expect(briefForbidsFirstPerson(brief)).toBe(false);
  });
});
