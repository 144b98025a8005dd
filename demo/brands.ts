/**
 * White-label presets and the CSS a client pastes: a brand is a handful of `--wac-*` values, and
 * the same text is both applied to the live chat (as a constructed stylesheet, which a strict CSP
 * allows) and shown for copying, so what the audience sees is exactly what the client ships.
 */

/** The `--wac-*` properties the brand editor sets. */
export interface BrandTokens {
  '--wac-accent': string;
  '--wac-font-family': string;
  '--wac-radius': string;
  '--wac-surface': string;
  '--wac-text': string;
  '--wac-surface-dark': string;
  '--wac-text-dark': string;
  '--wac-shadow'?: string;
}

/** A ready-made brand: a name the audience recognises, a bank name for the chat header, tokens. */
export interface BrandPreset {
  id: string;
  label: string;
  /** Shown in the chat's `header` slot, as the client's own name would be. */
  bankName: string;
  tagline: string;
  /** The colour scheme the preset is designed around. */
  theme: 'auto' | 'light' | 'dark';
  tokens: BrandTokens;
}

/** Font stacks a client could pick without loading a web font (the CSP allows only 'self'). */
export const FONTS = [
  {
    id: 'serif',
    label: 'Serif (Georgia)',
    stack: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
  },
  {
    id: 'system',
    label: 'System sans',
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  {
    id: 'humanist',
    label: 'Humanist sans',
    stack: "'Gill Sans', 'Trebuchet MS', Optima, Candara, sans-serif",
  },
  {id: 'mono', label: 'Monospace', stack: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace"},
] as const;
export type FontId = (typeof FONTS)[number]['id'];

/** The three presets: a classic private bank, a modern fintech and a dark brand. */
export const PRESETS: readonly BrandPreset[] = [
  {
    id: 'classic',
    label: 'Classic private bank',
    bankName: 'Banque Héritage',
    tagline: 'Private Banking · since 1865',
    theme: 'auto',
    tokens: {
      '--wac-accent': '#14284b',
      '--wac-font-family': FONTS[0].stack,
      '--wac-radius': '4px',
      '--wac-surface': '#fdfbf6',
      '--wac-text': '#1a2233',
      '--wac-surface-dark': '#101725',
      '--wac-text-dark': '#ece6d6',
    },
  },
  {
    id: 'fintech',
    label: 'Modern fintech',
    bankName: 'Nova Wealth',
    tagline: 'Your money, smarter',
    theme: 'auto',
    tokens: {
      '--wac-accent': '#6d28d9',
      '--wac-font-family': FONTS[1].stack,
      '--wac-radius': '18px',
      '--wac-surface': '#ffffff',
      '--wac-text': '#1c1530',
      '--wac-surface-dark': '#17122a',
      '--wac-text-dark': '#ece8f8',
      '--wac-shadow': '0 2px 10px rgb(109 40 217 / 0.14)',
    },
  },
  {
    id: 'graphite',
    label: 'Dark graphite',
    bankName: 'Graphite Capital',
    tagline: 'Family office',
    theme: 'dark',
    tokens: {
      '--wac-accent': '#14b8a6',
      '--wac-font-family': FONTS[2].stack,
      '--wac-radius': '10px',
      '--wac-surface': '#f5f7f7',
      '--wac-text': '#1d2325',
      '--wac-surface-dark': '#1c2024',
      '--wac-text-dark': '#e3e8ea',
    },
  },
];

/** The preset shown first. */
export const DEFAULT_PRESET: BrandPreset = PRESETS[0] as BrandPreset;

/** The font id whose stack a preset uses; `system` when it uses another. */
export const fontIdOf = (stack: string): FontId =>
  FONTS.find((font) => font.stack === stack)?.id ?? 'system';

/** The stack of a font id. */
export const fontStackOf = (id: string): string =>
  (FONTS.find((font) => font.id === id) ?? FONTS[1]).stack;

/** The CSS a client pastes into its own stylesheet to brand the chat. */
export const brandCss = (tokens: BrandTokens): string => {
  const lines = Object.entries(tokens)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `  ${name}: ${value};`);
  return `wealth-agent-chat {\n${lines.join('\n')}\n}\n`;
};
