/** The built-in content of every jurisdiction, by residence code. */
import type {Residence} from '../../../protocol/index.js';
import {ad} from './ad.js';
import {be} from './be.js';
import {ch} from './ch.js';
import {de} from './de.js';
import {es} from './es.js';
import {fr} from './fr.js';
import {gb} from './gb.js';
import {gr} from './gr.js';
import {intl} from './intl.js';
import {it} from './it.js';
import {lu} from './lu.js';
import {ma} from './ma.js';
import {mc} from './mc.js';
import {mu} from './mu.js';
import {nl} from './nl.js';
import {pt} from './pt.js';
import {us} from './us.js';
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
