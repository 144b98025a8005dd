/**
 * A realistic long answer, built to a target size: headings, paragraphs with bold figures and
 * citations, lists, comparison tables, a quote and a disclaimer, as the agent writes them.
 */
const SECTIONS = [
  (n: number) =>
    `## ${String(n)}. Wealth tax in the jurisdictions compared\n\nResidents are taxed on their **worldwide net wealth** above a threshold of **€1.3 million** [1]. The rate rises in bands from **0.5 %** to **1.5 %**, and a cap limits the total of income and wealth taxes to **75 %** of income [2].\n\n`,
  () =>
    `- **Main residence**: a 30 % allowance on its market value [1].\n- **Business assets** used in a professional activity are exempt [3].\n- Debts related to taxable assets are deductible, within limits [2].\n\n`,
  () =>
    `| Jurisdiction | Income tax | Wealth tax | Inheritance |\n| --- | ---: | :---: | --- |\n| France | 0–45 % | IFI 0.5–1.5 % | 5–45 % |\n| Switzerland | cantonal | 0.1–1 % | cantonal |\n| Italy | 23–43 % | IVAFE 0.2 % | 4–8 % |\n| Portugal | 13–48 % | none | 10 % stamp duty |\n\n`,
  () =>
    `### What to check before moving\n\n1. Your **tax residence** under the treaty tie-breaker rules [4].\n2. Exit taxes on unrealised gains, where they apply [2].\n3. How *inheritance* is taxed where the heirs live, not only where you live [3].\n\n`,
  () =>
    `> The figures above are those in force at the time of writing; check the official texts [1] [4].\n\nA \`holding\` structure changes the analysis: its shares are valued, not its underlying assets, and the **substance** requirements are checked closely [3].\n\n`,
];

export const longAnswer = (targetChars: number): string => {
  let text = '';
  for (let n = 1; text.length < targetChars; n++) {
    for (const section of SECTIONS) text += section(n);
  }
  return `${text}*This answer is illustrative and general; it is not tax advice.*\n`;
};

export const FIXTURE_SOURCES = [1, 2, 3, 4].map((id) => ({
  id,
  title: `Official source ${String(id)}`,
  url: `https://www.legifrance.gouv.fr/source-${String(id)}`,
}));
