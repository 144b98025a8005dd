import {de} from './de.js';
import {en} from './en.js';
import {es} from './es.js';
import {fr} from './fr.js';
import {it} from './it.js';
import {pt} from './pt.js';
import {DEFAULT_LANGUAGE, isLanguage} from '../../protocol/index.js';
import type {Language} from '../../protocol/index.js';
import type {UiStrings} from './strings.js';

export type {UiStrings} from './strings.js';

const STRINGS: Readonly<Record<Language, UiStrings>> = {fr, en, de, es, it, pt};

/** The UI strings for a `language` attribute value; unknown values fall back to the API default. */
export const stringsFor = (language: string | undefined): UiStrings =>
  STRINGS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
