/** The built-in content of every jurisdiction, by residence code. */
import type {Residence} from '../../../protocol/index.js';
import {ad} from './ad/index.js';
import {be} from './be/index.js';
import {ch} from './ch/index.js';
import {de} from './de/index.js';
import {es} from './es/index.js';
import {fr} from './fr/index.js';
import {gb} from './gb/index.js';
import {gr} from './gr/index.js';
import {intl} from './intl/index.js';
import {it} from './it/index.js';
import {lu} from './lu/index.js';
import {ma} from './ma/index.js';
import {mc} from './mc/index.js';
import {mu} from './mu/index.js';
import {nl} from './nl/index.js';
import {pt} from './pt/index.js';
import {us} from './us/index.js';
import type {JurisdictionContent} from './types.js';

export type {JurisdictionContent} from './types.js';

/** Every residence's content; the type makes a missing jurisdiction a compile error. */
export const JURISDICTIONS: Readonly<Record<Residence, JurisdictionContent>> = {
  fr,
  ch,
  it,
  be,
  lu,
  de,
  es,
  pt,
  gb,
  mc,
  gr,
  ad,
  nl,
  us,
  mu,
  ma,
  intl,
};
