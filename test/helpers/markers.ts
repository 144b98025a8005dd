/**
 * The source markers the element's tests have their scripted answers cite, as the agent sends
 * them: one module, so a test says which sources it needs rather than copying them.
 */

/** Article 964 of the French tax code with every field Légifrance gives it. */
export const LEGIFRANCE_MARKERS = [
  {
    id: 1,
    title: 'Code général des impôts, art. 964',
    url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000037988955',
    publisher: 'Légifrance',
    jurisdiction: 'FR',
  },
];

/** The same article at a neutral address, with its title only: for following and laying out links. */
export const EXAMPLE_MARKERS = [
  {id: 1, title: 'Code général des impôts, art. 964', url: 'https://example.org/cgi'},
];

/** Two sources, one with its publisher: each kind of entry in the sources list. */
export const TWO_MARKERS = [
  {...EXAMPLE_MARKERS[0], publisher: 'Légifrance'},
  {id: 2, title: 'BOFiP, IFI', url: 'https://example.org/bofip'},
];
