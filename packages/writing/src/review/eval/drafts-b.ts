import { outline, req, type EvalDraft } from './draft.ts';

/** Tuning half. A second-year business essay in Harvard style, short of its length, with real reference slips. */
export const D04: EvalDraft = {
  id: 'd04-five-forces-harvard',
  modelledOn:
    'business-school Harvard referencing guides with worked essay paragraphs (Porter’s five forces, the pharmaceutical industry) and a published example essay with Harvard referencing',
  level: 'undergraduate',
  style: 'harvard',
  dialect: 'british',
  brief:
    'BUS2031 Strategic Management, individual essay (1,000 words ±10 %, reference list excluded). Apply Porter’s five forces to an industry of your choice and evaluate the model’s usefulness. Use Harvard referencing and at least six academic sources. Structure: introduction, analysis, evaluation, conclusion.',
  requirements: [
    req('word_count', '1,000 words ±10 %', 1000),
    req('citation_style', 'Harvard referencing', 'harvard'),
    req('source', 'At least six academic sources', 6),
    req('section', 'Introduction', 'Introduction'),
    req('section', 'Evaluation', 'Evaluation'),
  ],
  outline: outline(1000, [
    ['Introduction', 0.1],
    ['Analysis of the Industry', 0.45],
    ['Evaluation of the Model', 0.3],
    ['Conclusion', 0.15],
  ]),
  source: `
# Introduction

Porter's five forces framework is one of the most widely taught tools in strategic management. It was designed to explain why some industries are more profitable than others, and it remains popular with managers because it turns a complicated environment into five questions that can be answered one at a time. This essay applies the framework to the pharmaceutical industry in the United Kingdom and then evaluates how useful the model is for a firm making decisions today.

# Analysis of the Industry

The framework features five forces: barriers to entry, the power of buyers, the power of suppliers, the threat of substitutes and the intensity of rivalry (Porter, 1980, cited in Haslam et al., 2000). In pharmaceuticals the barriers to entry are very high. A new medicine is estimated to take over ten years and more than a billion pounds to bring to market, and patents protect the firms who succeed. This means that the number of serious competitors are small and that established companies have a strong position.

The power of buyers is more complicated. In the UK the main buyer is the National Health Service, which negotiates prices centrally and uses the appraisals of the National Institute for Health and Care Excellence to decide whether a medicine offers value for money (Kay, 2004). A single large buyer of this kind has considerable power, and firms have seen products refused because the price was judged too high.

Substitutes are the force which has changed the most. When a patent expires, generic manufacturers can sell the same molecule at a fraction of the price. Haslam et al. (2000) cite Glaxo-Wellcome as a firm that was particularly exposed to low-cost substitutes as its best-selling patents came to an end. Rivalry between the large firms is therefore focused on research pipelines rather than on price, since a company that has nothing new to launch will lose revenue quickly.

# Evaluation of the Model

The model has clear strengths. It is simple to apply, it directs attention beyond direct competitors and it helps to explain why profits in pharmaceuticals have stayed high for decades. Butler et at (2010) argue that its structured nature makes it useful for teaching and for an initial scan of an industry.

However the model was developed for stable industries and has been criticised for treating the environment as fixed. Grant (2016) notes that it ignores the role of complementary products and of government, which in healthcare is arguably the most important actor of all. It also says little about collaboration, even though many drugs are now developed in partnerships between firms and universities (Pears & Shields, 2016).

# Conclusion

Applying Porter's framework shows that the UK pharmaceutical industry is protected by high barriers to entry but faces a powerful buyer and a constant threat from generics. The model gives a useful first picture of the industry, but a manager would need to add an analysis of regulation and partnerships before making a decision.

# References

Butler, P., Holt, S. and Mahon, A. (2010) Management principles in practice. London: Sage.

Grant, R.M. (2016) Contemporary strategy analysis. 9th edn. Chichester: Wiley.

Haslam, C., Neale, A. and Johal, S. (2000) Economics in a business context. 3rd edn. London: Thomson Learning.

Pears, R. and Shields, G. (2016) Cite them right: the essential referencing guide. 10th edn. London: Palgrave.

Porter, M.E. (1980) Competitive strategy. New York: Free Press.
`,
  expected: [
    { kind: 'word_count', note: 'about 480 words of text against 1,000 ±10 %' },
    { kind: 'too_few_sources', note: 'five entries against six' },
    { kind: 'grammar', excerpt: 'number of serious competitors are', note: 'agreement' },
    { kind: 'missing_reference', excerpt: 'Kay, 2004', note: 'not in the list' },
    { kind: 'citation_form', excerpt: 'Butler et at (2010)', note: '“et at” for “et al.”' },
    { kind: 'citation_form', excerpt: 'Pears & Shields, 2016', note: 'ampersand in Harvard' },
  ],
  readiness: 'not_ready',
};

/** Held-out half. A second-year electrical-engineering lab report in IEEE style. */
export const D05: EvalDraft = {
  id: 'd05-diode-lab-ieee',
  modelledOn:
    'electrical-engineering lab report handouts and student reports (a university ECE laboratory page on the diode characteristic, IEEE-based report templates)',
  level: 'undergraduate',
  style: 'ieee',
  dialect: 'american',
  brief:
    'ECE 291 Experiment 3 formal report. 500–800 words excluding references. Sections: Introduction, Procedure, Experimental Data, Discussion, Conclusions. Cite the lab manual and datasheets in IEEE style.',
  requirements: [
    req('word_count', '500–800 words excluding references', '500–800'),
    req('citation_style', 'IEEE style', 'ieee'),
  ],
  outline: outline(650, [
    ['Introduction', 0.15],
    ['Procedure', 0.2],
    ['Experimental Data', 0.25],
    ['Discussion', 0.25],
    ['Conclusions', 0.15],
  ]),
  source: `
# Introduction

A semiconductor diode conducts current easily in one direction and blocks it in the other. The purpose of this experiment was to measure the current–voltage characteristic of a 1N4001 silicon rectifier diode in forward and reverse bias, to estimate its threshold voltage, and to compare the measured curve with the Shockley diode equation given in the course text [1]. The results are used in the next experiment to design a half-wave rectifier.

# Procedure

The circuit consisted of a variable DC supply, a 1 kΩ current-limiting resistor and the diode under test connected in series. The voltage across the diode was measured with a digital multimeter and the current was found from the voltage across the resistor. For the forward-bias measurements the supply was increased in steps of 0.1 V from 0 V until the diode current reached 20 mA. For reverse bias the diode was turned around and the supply was increased to 20 V in steps of 2 V. We recorded each reading after the meter had settled for a few seconds. A seperate set of readings was taken at the end of the session to check repeatability.

# Experimental Data

In forward bias almost no current flowed below 0.5 V. Between 0.55 V and 0.65 V the current rose steeply, and at 0.72 V it reached 20 mA. Plotting the current on a logarithmic scale gave a straight line over three decades, as the Shockley equation predicts, and the slope corresponded to an ideality factor of about 1.9. The reverse current was below the resolution of the multimeter, 0.1 µA, for all reverse voltages up to 20 V, which agrees with the leakage current of 5 µA maximum listed in the datasheet [2]. The repeated readings differed from the first set by less than 2 %.

# Discussion

The threshold voltage of about 0.6 V is typical of silicon and matches the value used in the lab manual [1]. The ideality factor of 1.9 is higher than the value of 1 assumed in simple models. Sedra and Smith explain that factors between 1 and 2 are normal for rectifier diodes, where recombination in the depletion region carries a large share of the current at low bias [3]. Self-heating may also have played a part, because the diode became warm at the highest currents and the forward voltage of silicon falls by roughly 2 mV for every degree of temperature rise.

The main source of error was the multimeter, whose resolution limited the reverse-bias measurements and whose accuracy of ±0.5 % affected the calculated currents. The steps of 0.1 V were also too coarse in the region where the current changes fastest; smaller steps near the knee of the curve would give a better estimate of the threshold. A curve tracer, as described in the application note from the manufacturer [4], would remove both problems.

# Conclusions

The 1N4001 diode behaved as expected: it began to conduct at about 0.6 V in forward bias and blocked current in reverse bias up to 20 V. The forward characteristic followed the exponential form of the Shockley equation with an ideality factor near 1.9. These values will be used to size the components of the rectifier in Experiment 4.

# References

[1] Department of Electrical and Computer Engineering, ECE 291 Electrical Engineering Laboratory Manual. Newark, NJ, USA: NJIT, 2019.

[2] ON Semiconductor, "1N4001–1N4007 axial lead standard recovery rectifiers," datasheet, Rev. 10, 2012.

[3] A. S. Sedra and K. C. Smith, Microelectronic Circuits, 7th ed. New York, NY, USA: Oxford Univ. Press, 2015.
`,
  expected: [
    { kind: 'spelling', excerpt: 'seperate' },
    { kind: 'missing_reference', excerpt: '[4]', note: 'only three entries' },
  ],
  readiness: 'almost',
};

/** Tuning half. A first-year nursing essay in Vancouver style, nearly clean. */
export const D06: EvalDraft = {
  id: 'd06-hand-hygiene-vancouver',
  modelledOn:
    'a published example essay with Vancouver referencing on hand decontamination in nursing, and nursing library guides to Vancouver',
  level: 'undergraduate',
  style: 'vancouver',
  dialect: 'british',
  brief:
    'NUR1004 Foundations of Practice. Write a 500-word essay (±10 %, reference list not counted) reviewing the evidence on one infection-prevention practice. Reference in Vancouver style, numbered in order of citation. Use at least four sources.',
  requirements: [
    req('word_count', '500 words ±10 %, reference list not counted', 500),
    req('citation_style', 'Vancouver style', 'vancouver'),
    req('source', 'At least four sources', 4),
  ],
  outline: outline(500, [
    ['Introduction', 0.2],
    ['Evidence for Hand Decontamination', 0.3],
    ['Barriers to Compliance', 0.3],
    ['Conclusion', 0.2],
  ]),
  source: `
# Introduction

Healthcare-associated infections remain a serious cause of harm to patients in hospital. They lengthen stays, increase costs and are linked to thousands of deaths each year in the United Kingdom (1). Many of these infections, including meticillin-resistant Staphylococcus aureus (MRSA), are carried from one patient to another on the hands of staff. This essay reviews the evidence that hand decontamination reduces such infections and considers why nurses do not always decontaminate their hands when they should.

# Evidence for Hand Decontamination

The link between hand hygiene and infection was first shown in the 1840s, when Semmelweis reduced deaths on a maternity ward by requiring doctors to wash their hands in a chlorine solution (2). Modern studies have confirmed the principle. Pittet and colleagues introduced alcohol-based hand rub at the bedside in a Geneva hospital and ran a campaign to promote its use; over four years compliance rose from 48 % to 66 % and the rate of hospital-acquired infection fell by almost half (3). Because alcohol rub acts faster than soap and water and can be carried in a pocket, it removes some of the practical obstacles that nurses describe.

The World Health Organization has built its guidance on this evidence. Its five moments for hand hygiene identify the points at which hands must be cleaned: before touching a patient, before a clean or aseptic procedure, after exposure to body fluid, after touching a patient and after touching the patient's surroundings (4). The evidence suggest that infection rates fall most when these moments are taught together with regular feedback to staff.

# Barriers to Compliance

Despite this evidence, audits repeatedly find that staff clean their hands on fewer than half of the occasions when they should. Reported reasons include a heavy workload, skin irritation from frequent washing, a lack of sinks or rub dispensers near the bed, and the belief that gloves make hand hygiene unnecessary (4). Senior staff also influence behaviour: junior nurses are less likely to decontaminate their hands when the nurse or doctor leading the ward round does not (5).

These findings suggest that education alone is not enough. Interventions that combine teaching with changes to the environment, such as dispensers at the point of care, and with visible support from ward leaders produce larger and more lasting improvements than posters or lectures (3).

Students on placement are in a difficult position here. They are expected to follow policy but may feel unable to challenge a qualified colleague who skips a moment of hand hygiene. Simulation sessions in which students practise raising such concerns, and ward cultures in which any member of the team may remind another, can help students turn what they have learned into routine practice.

# Conclusion

The evidence that hand decontamination prevents healthcare-associated infection is strong and has been consistent for more than a century. The challenge for nursing practice is not knowledge but behaviour. Nurses can protect their patients by following the five moments consistently, by using alcohol rub where it is available, and by modelling good practice for students and colleagues.

# References

1. National Institute for Health and Care Excellence. Healthcare-associated infections: prevention and control. London: NICE; 2011.

2. Best M, Neuhauser D. Ignaz Semmelweis and the birth of infection control. Qual Saf Health Care. 2004;13(3):233-4.

3. Pittet D, Hugonnet S, Harbarth S, Mourouga P, Sauvan V, Touveneau S, et al. Effectiveness of a hospital-wide programme to improve compliance with hand hygiene. Lancet. 2000;356(9238):1307-12.

4. World Health Organization. WHO guidelines on hand hygiene in health care. Geneva: WHO; 2009.
`,
  expected: [
    { kind: 'grammar', excerpt: 'evidence suggest', note: 'agreement' },
    { kind: 'missing_reference', excerpt: '(5)', note: 'only four entries' },
  ],
  readiness: 'almost',
};
