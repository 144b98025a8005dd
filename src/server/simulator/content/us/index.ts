import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** United States: federal law for 2026, after the One Big Beautiful Bill Act of 2025; state taxes vary. */
export const us: JurisdictionContent = {
  code: 'us',
  name: {
    fr: 'États-Unis',
    en: 'United States',
    de: 'Vereinigte Staaten',
    es: 'Estados Unidos',
    it: 'Stati Uniti',
    pt: 'Estados Unidos',
  },
  inName: {
    fr: 'aux États-Unis',
    en: 'in the United States',
    de: 'in den Vereinigten Staaten',
    es: 'en los Estados Unidos',
    it: 'negli Stati Uniti',
    pt: 'nos Estados Unidos',
  },
  currency: 'USD',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Imposition fondée sur la citoyenneté** : les citoyens américains et titulaires de carte verte sont imposés sur leurs revenus mondiaux où qu’ils vivent. L’exclusion des revenus d’activité étrangers (**132 900 $** en 2026) et le crédit d’impôt étranger limitent la double imposition, et FATCA oblige les banques étrangères à déclarer à l’IRS les comptes de leurs clients américains.',
        en: '**Citizenship-based taxation**: US citizens and green-card holders are taxed on worldwide income wherever they live. The foreign earned income exclusion (**$132,900** in 2026) and the foreign tax credit limit double taxation, and under FATCA foreign banks report their US clients’ accounts to the IRS.',
        de: '**Besteuerung nach Staatsbürgerschaft**: US-Bürger und Green-Card-Inhaber versteuern ihr Welteinkommen, wo immer sie leben. Die Foreign Earned Income Exclusion (**132.900 $** im Jahr 2026) und die Anrechnung ausländischer Steuern begrenzen die Doppelbesteuerung, und FATCA verpflichtet ausländische Banken, die Konten ihrer US-Kunden dem IRS zu melden.',
        es: '**Tributación por ciudadanía**: los ciudadanos estadounidenses y titulares de green card tributan por su renta mundial vivan donde vivan. La exclusión de rentas del trabajo en el extranjero (**132.900 $** en 2026) y el crédito por impuestos extranjeros limitan la doble imposición, y FATCA obliga a los bancos extranjeros a comunicar al IRS las cuentas de sus clientes estadounidenses.',
        it: '**Tassazione in base alla cittadinanza**: cittadini statunitensi e titolari di green card sono tassati sul reddito mondiale ovunque vivano. L’esclusione dei redditi di lavoro esteri (**132.900 $** nel 2026) e il credito per le imposte estere limitano la doppia imposizione, e FATCA obbliga le banche estere a segnalare all’IRS i conti dei clienti statunitensi.',
        pt: '**Tributação pela cidadania**: os cidadãos norte-americanos e titulares de green card são tributados pelo rendimento mundial onde quer que vivam. A exclusão de rendimentos do trabalho no estrangeiro (**132 900 $** em 2026) e o crédito por impostos estrangeiros limitam a dupla tributação, e o FATCA obriga os bancos estrangeiros a comunicar ao IRS as contas dos seus clientes norte-americanos.',
      },
      sources: [6, 19],
    },
    {
      text: {
        fr: '**Actions de petites entreprises éligibles** (article 1202 de l’Internal Revenue Code) : la plus-value sur les actions d’une société de capitaux dont l’actif brut ne dépassait pas 75 millions $ à l’émission peut être exclue de l’impôt fédéral, pour les actions émises après le 4 juillet 2025, à 50 % après trois ans, 75 % après quatre ans et 100 % après cinq ans, dans la limite de 15 millions $ par société ou de dix fois le prix d’acquisition s’il est supérieur.',
        en: '**Qualified small business stock** (IRC § 1202): the gain on shares of a qualifying C corporation whose gross assets were no more than $75 million when the shares were issued can be excluded from federal tax: for shares issued after 4 July 2025, 50% after three years, 75% after four and 100% after five, up to $15 million per company or ten times the cost if higher.',
        de: '**Anteile an qualifizierten Kleinunternehmen** (§ 1202 Internal Revenue Code): Der Gewinn aus Aktien einer Kapitalgesellschaft, deren Bruttovermögen bei der Ausgabe höchstens 75 Mio. $ betrug, kann von der Bundessteuer ausgenommen werden, bei nach dem 4. Juli 2025 ausgegebenen Aktien zu 50 % nach drei Jahren, zu 75 % nach vier und zu 100 % nach fünf Jahren, bis zu 15 Mio. $ je Gesellschaft oder dem Zehnfachen der Anschaffungskosten, wenn dies mehr ist.',
        es: '**Acciones de pequeñas empresas cualificadas** (artículo 1202 del Internal Revenue Code): la ganancia en acciones de una sociedad de capital cuyo activo bruto no superaba los 75 millones $ al emitirlas puede excluirse del impuesto federal, para las acciones emitidas después del 4 de julio de 2025, en un 50 % tras tres años, un 75 % tras cuatro y un 100 % tras cinco, hasta 15 millones $ por sociedad o diez veces el coste si es mayor.',
        it: '**Azioni di piccole imprese qualificate** (articolo 1202 dell’Internal Revenue Code): la plusvalenza sulle azioni di una società di capitali il cui attivo lordo non superava 75 milioni $ all’emissione può essere esclusa dall’imposta federale, per le azioni emesse dopo il 4 luglio 2025, al 50% dopo tre anni, al 75% dopo quattro e al 100% dopo cinque, fino a 15 milioni $ per società o a dieci volte il costo se superiore.',
        pt: '**Ações de pequenas empresas qualificadas** (artigo 1202 do Internal Revenue Code): a mais-valia nas ações de uma sociedade de capitais cujo ativo bruto não ultrapassava 75 milhões $ na emissão pode ser excluída do imposto federal, para as ações emitidas depois de 4 de julho de 2025, em 50% após três anos, 75% após quatro e 100% após cinco, até 15 milhões $ por sociedade ou dez vezes o custo, se for superior.',
      },
      sources: [18],
    },
  ],
  sources,
};
