import { outline, req, type EvalDraft } from './draft.ts';

/** Held-out half. A first-year persuasive essay by a learner of English, in APA. */
export const D07: EvalDraft = {
  id: 'd07-gap-year-learner-apa',
  modelledOn:
    'learner persuasive essays published with tutor feedback by an academic English school, and guides to common errors of second-language writers',
  level: 'undergraduate',
  style: 'apa',
  dialect: 'american',
  brief:
    'EAP 101 persuasive essay, about 500 words (±10 %). Take a position on whether school leavers with financial problems should delay university. Support the thesis with at least three sources cited in APA style. Introduction, three body paragraphs and a conclusion.',
  requirements: [
    req('word_count', 'About 500 words', 500),
    req('citation_style', 'APA style', 'apa'),
    req('source', 'At least three sources', 3),
  ],
  outline: outline(500, [
    ['Introduction', 0.2],
    ['Future Income', 0.2],
    ['Financial Support', 0.2],
    ['Losing Momentum', 0.2],
    ['Conclusion', 0.2],
  ]),
  source: `
# Introduction

According to the National Student Clearinghouse Research Center (2016), the amount of students who enrolled at university immediately after high school in 2016 was 1.7% lower than the previous year. It is quite common these days for young people in many countries to not enter university and to take time out after they graduate from school. One reason for this is that graduates cannot afford to pay the tuition fees. However, even if school graduates have financial problems, they should go to university immediately, because a degree increase future income, there is many financial support available, and students who take a break often never come back.

# Future Income

Firstly, university graduates earn more money than people without degree. Baum et al. (2013) show that a bachelor's degree holder in the United States earn about 65% more during a working life than a high school graduate. If a poor student wait several years, he lose several years of this higher salary. For this reason, delaying university is more expensive in the long term than borrowing the money now.

# Financial Support

Secondly, there are a lot of informations about scholarships and loans that students do not know. Many government and universities offer grants to students from low income families, and some of them do not need to be paid back. In the other hand, students who work for a year before university often find that they cannot save enough money, because living costs are more higher than they expected. A student should ask the financial aid office for advice before he decide to stop his education.

# Losing Momentum

Finally, students who delay their studies may lose motivation. When they have a job and a salary, it becomes difficult to return to a life with no income and many exams. A study by Goldrick-Rab (2016) found that students from poor families who interrupted their studies was much less likely to finish a degree than students who continued. Also, they forget the knowledges they learned at school, so the first year at university becomes harder.

Some people argue that working before university give students experience and maturity. This is true in some case, but the same experience can be gained from a part-time job during the studies. Many universities have job centres on campus that help students to find work which fit with their timetable, so they can earn money and study at the same time.

# Conclusion

In conclusion, although the tuition fees are a big problem for poor students, they should not take time out from their studies. A degree give them better salary in the future, financial help is available, and a break makes it harder to finish. Governments and schools should also do more to explain these oppurtunities to students, so that nobody lose the chance to study because of money.

# References

Baum, S., Ma, J., & Payea, K. (2013). Education pays 2013: The benefits of higher education for individuals and society. College Board.

Goldrick-Rab, S. (2016). Paying the price: College costs, financial aid, and the betrayal of the American dream. University of Chicago Press.

National Student Clearinghouse Research Center. (2016). Current term enrollment estimates: Fall 2016. National Student Clearinghouse.
`,
  expected: [
    { kind: 'grammar', excerpt: 'the amount of students', note: 'amount / number' },
    { kind: 'grammar', excerpt: 'a degree increase', note: 'agreement' },
    { kind: 'grammar', excerpt: 'there is many', note: 'agreement' },
    { kind: 'grammar', excerpt: 'without degree', note: 'missing article' },
    { kind: 'grammar', excerpt: 'holder in the United States earn', note: 'agreement' },
    { kind: 'grammar', excerpt: 'student wait', note: 'agreement' },
    { kind: 'grammar', excerpt: 'he lose', note: 'agreement' },
    { kind: 'grammar', excerpt: 'informations', note: 'uncountable noun' },
    { kind: 'grammar', excerpt: 'Many government and', note: 'plural' },
    { kind: 'grammar', excerpt: 'In the other hand', note: 'fixed phrase' },
    { kind: 'grammar', excerpt: 'more higher', note: 'double comparative' },
    { kind: 'grammar', excerpt: 'he decide', note: 'agreement' },
    { kind: 'grammar', excerpt: 'interrupted their studies was', note: 'agreement' },
    { kind: 'grammar', excerpt: 'knowledges', note: 'uncountable noun' },
    { kind: 'grammar', excerpt: 'university give', note: 'agreement' },
    { kind: 'grammar', excerpt: 'in some case', note: 'plural' },
    { kind: 'grammar', excerpt: 'work which fit', note: 'agreement' },
    { kind: 'grammar', excerpt: 'A degree give', note: 'agreement' },
    { kind: 'grammar', excerpt: 'better salary', note: 'missing article' },
    { kind: 'grammar', excerpt: 'nobody lose', note: 'agreement' },
    { kind: 'spelling', excerpt: 'oppurtunities' },
    { kind: 'informal', excerpt: 'a lot of', note: 'informal quantifier' },
  ],
  readiness: 'not_ready',
};

/** Tuning half. A master's literature review chapter in Harvard style, one planned section not yet written. */
export const D08: EvalDraft = {
  id: 'd08-feedback-review-harvard',
  modelledOn:
    'guides to the master’s dissertation literature review (university study guides and dissertation-writing pages) and the review chapters they describe',
  level: 'masters',
  style: 'harvard',
  dialect: 'british',
  brief:
    'MA Education, dissertation chapter 2: literature review, 700–900 words for this assessed extract. Organise the review by theme, evaluate rather than summarise, and identify the gap your study addresses. Harvard referencing; at least six sources.',
  requirements: [
    req('word_count', '700–900 words', '700–900'),
    req('citation_style', 'Harvard referencing', 'harvard'),
    req('source', 'At least six sources', 6),
  ],
  outline: outline(800, [
    ['Introduction', 0.1],
    ['Feedback as Information', 0.25],
    ['Feedback as Dialogue', 0.25],
    ['Methodological Limitations of the Literature', 0.2],
    ['The Gap This Study Addresses', 0.2],
  ]),
  source: `
# Introduction

Feedback is among the most studied topics in higher education, and students in national surveys consistently rate it as the weakest part of their experience. This chapter reviews the literature on feedback to undergraduate students under two themes: the earlier view of feedback as information passed from teacher to student, and the more recent view of feedback as a dialogue in which students play an active part. It then identifies the gap that the present study addresses.

# Feedback as Information

Early work defined feedback by what it tells the learner. Sadler (1989) argued that feedback is useful only when it helps a student close the gap between current performance and a standard, which requires the student to understand both the standard and their own position in relation to it. Black and Wiliam (1998), reviewing some 250 studies of classroom assessment, concluded that formative feedback produced some of the largest learning gains recorded in education research, with effect sizes between 0.4 and 0.7.

Hattie and Timperley (2007) refined this position by distinguishing feedback about the task, about the process, about self-regulation and about the student as a person. Their synthesis found that feedback aimed at the process and at self-regulation was the most effective, while praise directed at the person had little effect on learning. These studies established that the content of feedback matters, but they largely treated the student as a recipient whose task was to read and apply comments.

# Feedback as Dialogue

A second body of work questions that assumption. Nicol and Macfarlane-Dick (2006) proposed seven principles of good feedback practice that place the student at the centre, including the development of self-assessment and the encouragement of dialogue between teachers and peers. Carless and Boud (2018) describe the capacities students need to use feedback as feedback literacy: appreciating feedback, making judgements, managing emotions and taking action.

Empirical work supports this shift. Winstone et al. (2017), in a systematic review of 195 studies, found that students' engagement with feedback depended on their awareness of its purpose, their knowledge of strategies for using it, their willingness to act and their volition. Interventions that asked students to plan actions in response to comments increased their use of feedback more than changes to the comments themselves. Taken together, these studies suggest that improving feedback requires attention to what students do with it, not only to what teachers write.

# The Gap This Study Addresses

Most studies of feedback literacy have been conducted with students in their first year or with postgraduates, and most rely on surveys completed after a module has ended. Far less is known about how students in the middle years of a degree use feedback across modules, or about how their practices change over time. The present study therefore follows a group of second-year undergraduates through one academic year, using interviews at three points to trace how they interpret and act on the feedback they receive.

# References

Black, P. and Wiliam, D. (1998) 'Assessment and classroom learning', Assessment in Education: Principles, Policy and Practice, 5(1), pp. 7–74.

Carless, D. and Boud, D. (2018) 'The development of student feedback literacy: enabling uptake of feedback', Assessment and Evaluation in Higher Education, 43(8), pp. 1315–1325.

Hattie, J. and Timperley, H. (2007) 'The power of feedback', Review of Educational Research, 77(1), pp. 81–112.

Nicol, D.J. and Macfarlane-Dick, D. (2006) 'Formative assessment and self-regulated learning: a model and seven principles of good feedback practice', Studies in Higher Education, 31(2), pp. 199–218.

Sadler, D.R. (1989) 'Formative assessment and the design of instructional systems', Instructional Science, 18(2), pp. 119–144.

Winstone, N.E., Nash, R.A., Parker, M. and Rowntree, J. (2017) 'Supporting learners' agentic engagement with feedback: a systematic review and a taxonomy of recipience processes', Educational Psychologist, 52(1), pp. 17–37.
`,
  expected: [
    { kind: 'word_count', note: 'about 480 words of text against 700–900' },
    {
      kind: 'missing_section',
      mentions: 'Methodological Limitations',
      note: 'planned in the outline, not written',
    },
  ],
  readiness: 'not_ready',
};

/** Held-out half. A school biology lab report in APA; the rubric forbids first person. */
export const D09: EvalDraft = {
  id: 'd09-catalase-lab-school',
  modelledOn:
    'school and first-year biology lab reports on the enzyme catalase shared on essay sites, and a lab-report rubric that forbids first person',
  level: 'high_school',
  style: 'apa',
  dialect: 'american',
  brief:
    'Biology 10 lab report: Factors that affect catalase. 400–600 words. Sections: Purpose, Hypothesis, Procedure, Results, Sources of Error, Conclusion. NO FIRST PERSON and put the conclusion in paragraph form. Cite at least two sources in APA.',
  requirements: [
    req('word_count', '400–600 words', '400–600'),
    req('citation_style', 'APA', 'apa'),
    req('source', 'At least two sources', 2),
    req('prohibition', 'No first person', 'first_person'),
  ],
  outline: outline(500, [
    ['Purpose', 0.15],
    ['Hypothesis', 0.1],
    ['Procedure', 0.2],
    ['Results', 0.2],
    ['Sources of Error', 0.15],
    ['Conclusion', 0.2],
  ]),
  source: `
# Purpose

Enzymes are proteins that speed up chemical reactions in cells. Catalase is an enzyme found in almost every living cell, where it breaks down hydrogen peroxide, a poisonous waste product of metabolism, into water and oxygen gas (Hershey, 2009). The purpose of this lab was to find out whether copper sulfate slows down the activity of catalase. The independent variable was the addition of copper sulfate and the dependent variable was the height of the oxygen bubbles produced in the test tube.

# Hypothesis

If copper sulfate inhibits catalase, then the tube with copper sulfate will produce a lower column of bubbles than the tube with water, because less hydrogen peroxide will be broken down.

# Procedure

We took two test tubes and marked both of them 1.5 cm from the bottom. The tubes were labelled 1 and 2 and filled with hydrogen peroxide up to the mark. Ten drops of water were added to tube 1, which was the contol, and ten drops of copper sulfate solution were added to tube 2. A small piece of chicken liver was then dropped into each tube and after two minutes we measured the height of the bubble column with a ruler. The whole thing was repeated three times.

# Results

In tube 1 the liver started bubbling straight away and there was alot of foam. The column of bubbles reached an average height of 4.2 cm. In tube 2 the bubbling was pretty slow and the average height was only 0.8 cm. In one trial the liver in tube 2 didn't bubble at all for the first thirty seconds. The results are shown in the table below.

Trial 1: water 4.0 cm, copper sulfate 0.9 cm. Trial 2: water 4.5 cm, copper sulfate 0.6 cm. Trial 3: water 4.1 cm, copper sulfate 0.9 cm.

# Sources of Error

# Conclusion

The hypothesis was supported. The tube with copper sulfate produced about five times less oxygen than the control, which shows that copper sulfate inhibits catalase. Copper ions are thought to bind to the enzyme and change its shape so that the hydrogen peroxide can't fit into the active site anymore. We think the experiment could be improved by using a gas syringe to measure the oxygen instead of the height of the bubbles, since the foam was kind of hard to measure with a ruler.

# References

Hershey, D. R. (2009). Catalase activity and enzyme inhibition. The American Biology Teacher, 71(3), 150–153.
`,
  expected: [
    { kind: 'first_person', excerpt: 'We took', note: 'forbidden by the rubric' },
    { kind: 'first_person', excerpt: 'we measured', note: 'forbidden by the rubric' },
    { kind: 'first_person', excerpt: 'We think', note: 'forbidden by the rubric' },
    { kind: 'spelling', excerpt: 'contol' },
    { kind: 'spelling', excerpt: 'alot' },
    { kind: 'contraction', excerpt: "didn't" },
    { kind: 'contraction', excerpt: "can't" },
    { kind: 'informal', excerpt: 'The whole thing', note: 'vague, spoken' },
    { kind: 'informal', excerpt: 'pretty slow', note: 'intensifier' },
    { kind: 'informal', excerpt: 'kind of hard', note: 'hedge from speech' },
    { kind: 'empty_section', excerpt: 'Sources of Error', note: 'heading with nothing under it' },
    { kind: 'too_few_sources', note: 'one source against two' },
  ],
  readiness: 'not_ready',
};
