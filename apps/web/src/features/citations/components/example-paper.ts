/**
 * A short APA paper with four faults the checker finds: a work cited but not listed (Okafor), a year that
 * differs from its entry (Haddad), an entry never cited (Lindqvist) and an ampersand in running text.
 */
export const EXAMPLE_PAPER = `Remote proctoring spread quickly during the pandemic. Early studies reported that students felt watched and anxious during online exams (Haddad & Moreau, 2020), and later surveys linked that anxiety to lower scores (Okafor, 2022).

Institutions defended the tools as a safeguard for academic integrity (Haddad & Moreau, 2021). Critics answered that the same integrity could be reached with open-book assessment, as Patel & Greene (2019) showed in a controlled comparison.

References

Haddad, L., & Moreau, C. (2021). Watched at home: Student experiences of remote proctoring. Journal of Assessment in Higher Education, 14(2), 33–51. https://doi.org/10.1080/12345678.2021.1880321

Lindqvist, E. (2018). Trust and surveillance in the digital classroom. Routledge.

Patel, R., & Greene, T. (2019). Open-book examinations and academic honesty: A controlled comparison. Assessment & Evaluation in Higher Education, 44(6), 901–915. https://doi.org/10.1080/02602938.2019.1571423
`;
