import type {Source} from '../../../src/protocol/index.js';

/** A realistic answer: every construct the simulator and the real service produce, streamed as is. */
export const ANSWER = `## Wealth tax on French property (IFI)

Since 2018, the **impôt sur la fortune immobilière** applies when net real-estate assets exceed
**€1.3 million** on 1 January [1]. Financial assets are *not* included, unlike the former ISF [2].

### Who is liable

- **Tax residents of France**: worldwide real estate, held directly or through companies [1].
- **Non-residents**: French real estate only, subject to tax treaties [2][3].
- Holdings below 10 % of an operating company are _excluded_ (see \`CGI art. 965\`).

### Rates

| Net taxable assets | Rate |
| :--- | ---: |
| up to €800,000 | 0 % |
| €800,001 – €1,300,000 | 0.50 % |
| €1,300,001 – €2,570,000 | 0.70 % |
| over €10,000,000 | 1.50 % |

A discount of 30 % applies to the **main residence**; debts are deductible only if they relate to
taxable assets [1, 2].

1. Value every property at market value on 1 January.

2. Deduct eligible debts (loans for acquisition or works).

3. Apply the rate scale, then the ceiling of 75 % of income.

> The declaration is filed together with the income tax return, in May or June.
> Late filing costs 10 % of the tax due.

\`\`\`text
taxable = market_value * (1 - 0.30) - deductible_debts
\`\`\`

For details, see the [official guide](https://www.impots.gouv.fr/particulier/ifi) or ask your adviser.

---

~~The ISF~~ was abolished in 2018; this is general information, not advice [3].
`;

/** The sources of {@link ANSWER}: one without a URL, as the upstream may send. */
export const SOURCES: Source[] = [
  {id: 1, title: 'Code général des impôts, art. 964', url: 'https://www.legifrance.gouv.fr/ifi'},
  {id: 2, title: 'BOFiP IFI', url: 'https://bofip.impots.gouv.fr/ifi'},
  {id: 3, title: 'Internal memo'},
];

/** What boxes a group of an answer's finished blocks for layout: a `div` without a class. */
export const GROUP_BOX = 'div:not([class])';

/** `elements`, each group box among them replaced by the blocks in it. */
export const unboxed = (elements: Iterable<Element>): Element[] =>
  [...elements].flatMap((element) =>
    element.matches(GROUP_BOX) ? [...element.children] : [element],
  );

/** The answer's prefixes as a stream delivers them: `step` characters at a time, then the whole. */
export const prefixes = (text: string, step: number): string[] => {
  const result: string[] = [];
  for (let end = step; end < text.length; end += step) result.push(text.slice(0, end));
  result.push(text);
  return result;
};
