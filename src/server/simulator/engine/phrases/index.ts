/** The simulator's fixed phrases, one file per language. */
import type {Language} from '../../../../protocol/index.js';
import {de} from './de.js';
import {en} from './en.js';
import {es} from './es.js';
import {fr} from './fr.js';
import {it} from './it.js';
import {pt} from './pt.js';
import type {Phrases} from './types.js';

export type {AnswerLength, OtherPlaces, Phrases} from './types.js';

/** The phrases of each language. */
export const PHRASES: Readonly<Record<Language, Phrases>> = {fr, en, de, es, it, pt};
