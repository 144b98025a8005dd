import {expect, test} from '@playwright/test';
import {suggestionsFor} from '../../demo/suggestions.ts';
import {JURISDICTIONS} from '../../src/server/simulator/content/index.ts';
import {planResponse} from '../../src/server/simulator/engine/respond.ts';
import {seededRandom} from '../../src/server/simulator/random.ts';
import {LANGUAGES, RESIDENCES} from '../../src/protocol/constants.ts';

/**
 * Every suggested question the demo offers, 17 residences by six languages, does what its label
 * promises on the simulator: a salesperson clicking "Cross-border table" in Greek residence and
 * Portuguese must get a table, "Clarification form" a form.
 */
test.describe('the demo suggestions', () => {
  test('each one shows the strength it is labelled with, in every residence and language', () => {
    const failures: string[] = [];
    for (const residence of RESIDENCES) {
      for (const language of LANGUAGES) {
        for (const suggestion of suggestionsFor(residence, language)) {
          const plan = planResponse(
            {
              messages: [{role: 'user', content: suggestion.text}],
              session_id: 'demo-suggestions',
              residence,
              language,
              extended_thinking: false,
              effort: suggestion.effort ?? null,
            },
            JURISDICTIONS,
            seededRandom(1),
          );
          const where = `${residence}/${language} ${suggestion.kind}: "${suggestion.text}"`;
          if (suggestion.kind === 'clarify') {
            if (plan.kind !== 'clarification') failures.push(`${where} gets no clarification form`);
            continue;
          }
          if (plan.kind !== 'answer') {
            failures.push(`${where} gets a clarification instead of an answer`);
            continue;
          }
          const table = plan.content.includes('| --- |');
          if (suggestion.kind === 'wealth' && !/wealth|fortune|vermögen|patrimon/i.test(where))
            failures.push(`${where} does not ask about wealth`);
          if (suggestion.kind === 'compare' && !table) failures.push(`${where} shows no table`);
          if (suggestion.kind === 'deep' && plan.markers.length < 6)
            failures.push(`${where} cites only ${String(plan.markers.length)} sources`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('name the residence in the chosen language and differ from one language to another', () => {
    const german = suggestionsFor('ch', 'de').map((suggestion) => suggestion.text);
    const french = suggestionsFor('ch', 'fr').map((suggestion) => suggestion.text);
    for (const text of german) expect(text).toContain('Schweiz');
    for (const text of french) expect(text).toContain('Suisse');
    expect(suggestionsFor('ch', 'de').find((item) => item.kind === 'deep')?.effort).toBe('max');
  });
});
