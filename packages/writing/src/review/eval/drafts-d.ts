import { outline, req, type EvalDraft } from './draft.ts';

/** Tuning half. A nursing placement reflection on Gibbs' cycle in Harvard style; first person is expected. */
export const D10: EvalDraft = {
  id: 'd10-gibbs-reflection-harvard',
  modelledOn:
    'student reflective essays on a placement structured by Gibbs’ reflective cycle, and the guides that show them stage by stage',
  level: 'undergraduate',
  style: 'harvard',
  dialect: 'british',
  brief:
    'Practice Learning 1: a 550-word reflective account (±10 %) of an event from your first placement, structured with Gibbs’ reflective cycle. Write in the first person. Support the analysis with at least three sources, referenced in Harvard style.',
  requirements: [
    req('word_count', '550 words ±10 %', 550),
    req('citation_style', 'Harvard style', 'harvard'),
    req('source', 'At least three sources', 3),
  ],
  outline: outline(550, [
    ['Introduction', 0.1],
    ['Description', 0.15],
    ['Feelings', 0.1],
    ['Evaluation', 0.15],
    ['Analysis', 0.2],
    ['Conclusion', 0.15],
    ['Action Plan', 0.15],
  ]),
  source: `
# Introduction

This reflection uses Gibbs' reflective cycle (Gibbs, 1988) to look back on an event from my first placement on an elderly care ward. The cycle moves through six stages, from description to an action plan, and is widely used in nursing because it links what happened to what the nurse will do differently next time. To protect confidentiality the patient is called Mrs A, in line with the NMC Code (Nursing and Midwifery Council, 2018).

# Description

During my third week I was asked to help Mrs A, an 84-year-old woman recovering from a hip fracture, to wash and dress in the morning. Mrs A had mild dementia and became upset when I tried to help her with her blouse. She pushed my hand away and said she wanted to go home. My mentor came in, sat down next to her and talked to her about her garden for a few minutes, and after that Mrs A let us help her.

# Feelings

To be honest I felt pretty useless at that moment. I'd practised personal care in the skills lab, but nobody had prepared me for a patient who didn't want my help. I was also worried that I'd upset her and that my mentor would think I wasn't good enough for the placement.

# Evaluation

The good thing was that Mrs A was not hurt and that in the end she was washed and dressed in a way that respected her dignity. The bad thing was that I focused on getting the task done instead of on Mrs A as a person, and this made her more anxious. My mentor's approach showed me that slowing down actually saved time.

# Analysis

Person-centred care means seeing the patient as an individual with their own history and preferences rather than as a list of tasks (McCormack and McCance, 2017). People with dementia may not understand why a stranger is undressing them, and distress is often a way of communicating unmet needs rather than simply a symptom of the illness. By talking about her garden, my mentor gave Mrs A a sense of control and reminded her of who she is, which is exactly what person-centred frameworks recommend. Research on student nurses also shows that anxiety on early placements narrows attention to tasks and procedures (Jasper, 2013), which is kind of what happened to me.

# Conclusion

I have learned that getting to know the patient is part of the care, not something extra that comes after it. I also learned that it is normal to feel out of my depth at the start of a placement, and that asking my mentor to show me a different approach is a strength rather than a weakness.

# Action Plan

On my next placement I will read each patient's "This is me" document before giving personal care, so that I know something about their life and interests. I will introduce myself and explain each step before I begin, and I will ask my mentor for feedback on my communication after a shift at least once a week.

# References

Gibbs, G. (1988) Learning by doing: a guide to teaching and learning methods. Oxford: Further Education Unit, Oxford Polytechnic.

McCormack, B. and McCance, T. (2017) Person-centred practice in nursing and health care: theory and practice. 2nd edn. Chichester: Wiley Blackwell.

Nursing and Midwifery Council (2018) The Code: professional standards of practice and behaviour for nurses, midwives and nursing associates. London: NMC.
`,
  expected: [
    { kind: 'informal', excerpt: 'To be honest', note: 'spoken filler' },
    { kind: 'informal', excerpt: 'pretty useless', note: 'intensifier' },
    { kind: 'informal', excerpt: 'kind of what', note: 'hedge from speech' },
    { kind: 'contraction', excerpt: "I'd practised" },
    { kind: 'contraction', excerpt: "didn't" },
    { kind: 'contraction', excerpt: "I'd upset" },
    { kind: 'contraction', excerpt: "wasn't" },
    { kind: 'missing_reference', excerpt: 'Jasper, 2013', note: 'not in the list' },
  ],
  readiness: 'almost',
};

/** Held-out half. An undergraduate sociology essay in APA; the brief asks for the third person. */
export const D11: EvalDraft = {
  id: 'd11-social-media-identity-apa',
  modelledOn:
    'undergraduate sociology essays on social media and identity posted by their writers, and a sociology assignment sheet on social identity online',
  level: 'undergraduate',
  style: 'apa',
  dialect: 'american',
  brief:
    'SOC 120 paper: How do social networking sites shape the way people present their identity? 500–800 words. Defend your thesis with at least three sociological sources in APA format. Write in the third person; do not use first person.',
  requirements: [
    req('word_count', '500–800 words', '500–800'),
    req('citation_style', 'APA format', 'apa'),
    req('source', 'At least three sociological sources', 3),
    req('prohibition', 'Do not use first person', 'first_person'),
  ],
  outline: outline(650, [
    ['Introduction', 0.15],
    ['Identity as a Process', 0.25],
    ['The Curated Self', 0.3],
    ['Comparison and Anxiety', 0.15],
    ['Conclusion', 0.15],
  ]),
  source: `
# Introduction

Some people share preferences or make similar choices, but in the end each person is an individual, and the way individuals present themselves has changed with the arrival of social networking sites. In this essay I will argue that these sites have made identity more fragmented, because they ask users to maintain a public version of themselves that is edited, measured and compared with others. A social networking site is defined as an online service that lets individuals build a profile within a bounded system, list other users with whom they share a connection, and view and move through those connections (boyd & Ellison, 2007).

# Identity as a Process

Many scholars treat identity not as a fixed thing but as a process that is negotiated with others. Hecht (1993) describes identity as existing on several layers at once: in the individual, in how the individual acts, in relationships, and in the group. On this view, a person does not simply have an identity but performs and adjusts it in each setting. Goffman (1959) made a similar point much earlier when he compared social life to a stage, with a front region where people manage the impression they give and a back region where they relax.

Social networking sites blur Goffman's two regions. A post written for close friends can be seen by relatives, teachers and future employers, a problem that researchers call context collapse. Users respond by writing for the widest possible audience, which often means presenting a safer and more general version of themselves.

# The Curated Self

Profiles allow a degree of control that face-to-face interaction does not. Users can choose which photographs to show, apply filters, delete comments and present an ideal version of their life. Turkle (2011) argues that this constant editing turns self-presentation into a kind of performance that never ends. Furthemore, the number of likes and followers attaches a visible measure to each version of the self, so that users learn which presentations are rewarded and adjust their behavior accordingly.

From what I have seen among friends, this does not mean that online identities are false. Most users post real events from their lives, but they select the best moments. The result is a self that is accurate in its details and misleading as a whole.

# Comparison and Anxiety

Because everyone else is also posting their best moments, users compare their ordinary lives with a stream of highlights. Studies have linked heavy use of image-based platforms to lower self-esteem among adolescents, especially girls, although the direction of cause and effect remains disputed. The pressure to keep up a profile can also create a sense that identity is always on display and never finished.

# Conclusion

Social networking sites have not created the idea that identity is performed, but they have made the performance continuous, public and measurable. By collapsing different audiences into one and attaching numbers to each post, they encourage users to curate a version of themselves that is selective and carefully managed. Sociology offers useful tools to understand this change, and future research should examine how young people who have never known life without these platforms understand the relation between their online and offline selves.

# References

Bauman, Z. (2000). Liquid modernity. Polity Press.

boyd, d. m., & Ellison, N. B. (2007). Social network sites: Definition, history, and scholarship. Journal of Computer-Mediated Communication, 13(1), 210–230. https://doi.org/10.1111/j.1083-6101.2007.00393.x

Goffman, E. (1959). The presentation of self in everyday life. Doubleday.

Hecht, M. L. (1993). 2002—A research odyssey: Toward the development of a communication theory of identity. Communication Monographs, 60(1), 76–82. https://doi.org/10.1080/03637759309376297
`,
  expected: [
    { kind: 'first_person', excerpt: 'In this essay I will', note: 'forbidden by the brief' },
    { kind: 'first_person', excerpt: 'From what I have seen', note: 'forbidden by the brief' },
    { kind: 'spelling', excerpt: 'Furthemore' },
    { kind: 'missing_reference', excerpt: 'Turkle (2011)', note: 'not in the list' },
    { kind: 'uncited_reference', excerpt: 'Bauman, Z. (2000)', note: 'listed, never cited' },
  ],
  readiness: 'not_ready',
};

/** Held-out half. A master's urban-climate essay in Chicago author-date, clean. */
export const D12: EvalDraft = {
  id: 'd12-heat-island-chicago',
  modelledOn:
    'student papers and policy briefs on the urban heat island (causes, health effects, cool-roof and greening programmes) from environmental-science courses and sustainability networks',
  level: 'masters',
  style: 'chicago',
  dialect: 'american',
  brief:
    'MSc Urban Sustainability, essay 1: explain the causes of the urban heat island and assess two mitigation strategies. 500–700 words, Chicago author-date, at least four peer-reviewed or official sources.',
  requirements: [
    req('word_count', '500–700 words', '500–700'),
    req('citation_style', 'Chicago author-date', 'chicago'),
    req('source', 'At least four sources', 4),
  ],
  outline: outline(600, [
    ['Introduction', 0.15],
    ['Causes of the Urban Heat Island', 0.3],
    ['Mitigation Strategies', 0.4],
    ['Conclusion', 0.15],
  ]),
  source: `
# Introduction

Cities are warmer than the countryside around them. The difference was first recorded in the 1810s by Luke Howard, who compared thermometer readings in central London with those from villages outside it and found the city consistently warmer at night (Howard 1833). Today the effect, known as the urban heat island, raises energy demand for cooling, worsens air quality and increases deaths during heat waves. This essay explains the physical causes of the heat island and assesses two strategies for reducing it: reflective roofs and urban greening.

# Causes of the Urban Heat Island

The heat island results from changes to the surface energy balance of a city. Oke (1982) identified the main causes. Dark materials such as asphalt and roofing absorb more solar radiation than vegetation and release it slowly after sunset. Tall buildings trap long-wave radiation between them and reduce the sky view from the street, so that surfaces cool less at night. Impervious surfaces shed rainwater quickly, leaving little moisture for evaporation, which in rural areas uses a large share of incoming energy. Finally, vehicles, air conditioning and industry add heat directly to the urban atmosphere.

These causes explain why the heat island is strongest on calm, clear nights and in dense city centres. Differences of several degrees between a city centre and its surroundings are common, and in large cities the night-time difference can exceed ten degrees under favourable conditions.

# Mitigation Strategies

Reflective or cool roofs aim to reduce the heat absorbed by buildings. Roof coatings with a high albedo return much of the incoming sunlight to the sky. In a review of experimental and modelling studies, Santamouris (2014) found that increasing the albedo of a city's roofs could lower average summer air temperatures by roughly 0.1 to 0.3 degrees for every 0.1 increase in albedo, with larger reductions in peak surface temperatures. Cool roofs are cheap and quick to install, but their benefit is largest for low buildings with large roof areas and smaller at street level in dense districts.

Urban greening works through shade and evaporation. A systematic review by Bowler and colleagues found that urban parks were on average about one degree cooler than surrounding built areas during the day, and that the cooling could extend some distance beyond the park boundary (Bowler et al. 2010). Street trees also shade pedestrians directly, which matters for health during heat waves. Greening, however, requires space, water and long-term maintenance, and its benefits take years to develop as trees grow.

The two strategies are therefore complementary. Reflective roofs act quickly on the building stock, while parks and street trees improve conditions at street level and bring further benefits for biodiversity and wellbeing.

# Conclusion

The urban heat island is a product of how cities are built: dark, dry and crowded surfaces that store heat and release it at night. Reflective roofs and urban greening both reduce it, through different mechanisms and at different scales. Planners facing warmer summers should combine them, using cool roofs for rapid gains and greening for lasting improvements where people live and walk.

# References

Bowler, Diana E., Lisette Buyung-Ali, Teri M. Knight, and Andrew S. Pullin. 2010. "Urban Greening to Cool Towns and Cities: A Systematic Review of the Empirical Evidence." Landscape and Urban Planning 97 (3): 147–55.

Howard, Luke. 1833. The Climate of London. 2nd ed. London: Harvey and Darton.

Oke, Timothy R. 1982. "The Energetic Basis of the Urban Heat Island." Quarterly Journal of the Royal Meteorological Society 108 (455): 1–24.

Santamouris, Mattheos. 2014. "Cooling the Cities: A Review of Reflective and Green Roof Mitigation Technologies to Fight Heat Island and Improve Comfort in Urban Environments." Solar Energy 103: 682–703.
`,
  expected: [],
  readiness: 'ready',
};
