import type {OfficialSource} from '../types.js';

/** The United Kingdom's official sources, cited by index from the facts and highlights. */
export const sources: readonly OfficialSource[] = [
  // 0
  {
    title: {
      fr: 'Income Tax : taux et abattements personnels',
      en: 'Income Tax rates and Personal Allowances',
      de: 'Income Tax: Steuersätze und persönliche Freibeträge',
      es: 'Income Tax: tipos y mínimos personales',
      it: 'Income Tax: aliquote e franchigie personali',
      pt: 'Income Tax: taxas e deduções pessoais',
    },
    url: 'https://www.gov.uk/income-tax-rates',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  {
    title: {
      fr: 'Finance Act 2026 : art. 4 (dividendes), art. 7 (revenus fonciers 2027-28), art. 10 (seuils jusqu’en 2030-31), art. 66 (pensions et droits de succession), annexe 12 (reliefs BPR et APR)',
      en: 'Finance Act 2026: s. 4 (dividend rates), s. 7 (property income rates for 2027-28), s. 10 (thresholds to 2030-31), s. 66 (pensions and inheritance tax), Sch. 12 (business and agricultural property relief)',
      de: 'Finance Act 2026: s. 4 (Dividendensätze), s. 7 (Sätze für Immobilieneinkünfte 2027-28), s. 10 (Schwellen bis 2030-31), s. 66 (Pensionen und Erbschaftsteuer), Sch. 12 (Begünstigung von Betriebs- und Agrarvermögen)',
      es: 'Finance Act 2026: s. 4 (tipos sobre dividendos), s. 7 (tipos sobre rentas inmobiliarias 2027-28), s. 10 (umbrales hasta 2030-31), s. 66 (pensiones e impuesto de sucesiones), Sch. 12 (reducciones para bienes empresariales y agrarios)',
      it: 'Finance Act 2026: s. 4 (aliquote sui dividendi), s. 7 (aliquote sui redditi immobiliari 2027-28), s. 10 (soglie fino al 2030-31), s. 66 (pensioni e imposta di successione), Sch. 12 (agevolazioni per beni aziendali e agricoli)',
      pt: 'Finance Act 2026: s. 4 (taxas sobre dividendos), s. 7 (taxas sobre rendimentos prediais 2027-28), s. 10 (limiares até 2030-31), s. 66 (pensões e imposto sucessório), Sch. 12 (benefícios para bens empresariais e agrícolas)',
    },
    url: 'https://www.legislation.gov.uk/ukpga/2026/11',
    publisher: 'The National Archives',
    version: '2026-03-18',
  },
  // 2
  {
    title: {
      fr: 'Capital Gains Tax : taux applicables',
      en: 'Capital Gains Tax: rates',
      de: 'Capital Gains Tax: Steuersätze',
      es: 'Capital Gains Tax: tipos aplicables',
      it: 'Capital Gains Tax: aliquote',
      pt: 'Capital Gains Tax: taxas aplicáveis',
    },
    url: 'https://www.gov.uk/capital-gains-tax/rates',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 3
  {
    title: {
      fr: 'Inheritance Tax : seuils, taux et exonérations',
      en: 'Inheritance Tax: thresholds, rates and exemptions',
      de: 'Inheritance Tax: Freibeträge, Steuersatz und Befreiungen',
      es: 'Inheritance Tax: mínimos, tipo y exenciones',
      it: 'Inheritance Tax: soglie, aliquota ed esenzioni',
      pt: 'Inheritance Tax: limiares, taxa e isenções',
    },
    url: 'https://www.gov.uk/inheritance-tax',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 4
  {
    title: {
      fr: 'Inheritance Tax des résidents de longue durée (long-term UK residents)',
      en: 'Inheritance Tax if you’re a long-term UK resident',
      de: 'Inheritance Tax für langjährig Ansässige (long-term UK residents)',
      es: 'Inheritance Tax de los residentes de larga duración (long-term UK residents)',
      it: 'Inheritance Tax per i residenti di lungo periodo (long-term UK residents)',
      pt: 'Inheritance Tax dos residentes de longa duração (long-term UK residents)',
    },
    url: 'https://www.gov.uk/guidance/inheritance-tax-if-youre-a-long-term-uk-resident',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 5
  {
    title: {
      fr: 'Conditions du régime FIG de quatre ans (revenus et plus-values étrangers)',
      en: 'Check if you can claim the 4-year foreign income and gains regime',
      de: 'Voraussetzungen des vierjährigen FIG-Regimes (ausländische Einkünfte und Gewinne)',
      es: 'Requisitos del régimen FIG de cuatro años (rentas y ganancias extranjeras)',
      it: 'Requisiti del regime FIG di quattro anni (redditi e plusvalenze esteri)',
      pt: 'Requisitos do regime FIG de quatro anos (rendimentos e mais-valias estrangeiros)',
    },
    url: 'https://www.gov.uk/guidance/check-if-you-can-claim-the-4-year-foreign-income-and-gains-regime',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 6
  {
    title: {
      fr: 'Finance Act 2025, annexe 10 (Temporary Repatriation Facility)',
      en: 'Finance Act 2025, Schedule 10 (temporary repatriation facility)',
      de: 'Finance Act 2025, Schedule 10 (Temporary Repatriation Facility)',
      es: 'Finance Act 2025, anexo 10 (Temporary Repatriation Facility)',
      it: 'Finance Act 2025, allegato 10 (Temporary Repatriation Facility)',
      pt: 'Finance Act 2025, anexo 10 (Temporary Repatriation Facility)',
    },
    url: 'https://www.legislation.gov.uk/ukpga/2025/8/schedule/10',
    publisher: 'The National Archives',
    version: '2025-03-20',
  },
  // 7
  {
    title: {
      fr: 'Annual Tax on Enveloped Dwellings (ATED) : l’essentiel',
      en: 'Annual Tax on Enveloped Dwellings: the basics',
      de: 'Annual Tax on Enveloped Dwellings (ATED): Grundlagen',
      es: 'Annual Tax on Enveloped Dwellings (ATED): lo esencial',
      it: 'Annual Tax on Enveloped Dwellings (ATED): nozioni di base',
      pt: 'Annual Tax on Enveloped Dwellings (ATED): o essencial',
    },
    url: 'https://www.gov.uk/guidance/annual-tax-on-enveloped-dwellings-the-basics',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-01',
  },
  // 8
  {
    title: {
      fr: 'Imposition des pensions de retraite perçues',
      en: 'Tax when you get a pension',
      de: 'Besteuerung bezogener Renten',
      es: 'Tributación de las pensiones cobradas',
      it: 'Tassazione delle pensioni percepite',
      pt: 'Tributação das pensões recebidas',
    },
    url: 'https://www.gov.uk/tax-on-pension',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 9
  {
    title: {
      fr: 'Cotisations de retraite : plafond annuel (annual allowance)',
      en: 'Tax on your private pension contributions: annual allowance',
      de: 'Private Rentenbeiträge: jährlicher Höchstbetrag (annual allowance)',
      es: 'Aportaciones a planes de pensiones: límite anual (annual allowance)',
      it: 'Contributi pensionistici: limite annuo (annual allowance)',
      pt: 'Contribuições para pensões: limite anual (annual allowance)',
    },
    url: 'https://www.gov.uk/tax-on-your-private-pension/annual-allowance',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 10
  {
    title: {
      fr: 'Stamp Duty Land Tax : taux pour l’immobilier résidentiel',
      en: 'Stamp Duty Land Tax: residential property rates',
      de: 'Stamp Duty Land Tax: Sätze für Wohnimmobilien',
      es: 'Stamp Duty Land Tax: tipos para inmuebles residenciales',
      it: 'Stamp Duty Land Tax: aliquote per gli immobili residenziali',
      pt: 'Stamp Duty Land Tax: taxas para imóveis habitacionais',
    },
    url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 11
  {
    title: {
      fr: 'Location d’un bien : imposition des revenus locatifs',
      en: 'Renting out a property: paying tax',
      de: 'Vermietung: Besteuerung der Mieteinkünfte',
      es: 'Alquiler de un inmueble: tributación de las rentas',
      it: 'Affitto di un immobile: tassazione dei canoni',
      pt: 'Arrendamento de um imóvel: tributação das rendas',
    },
    url: 'https://www.gov.uk/renting-out-a-property/paying-tax',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 12
  {
    title: {
      fr: 'Inheritance Tax : donations et règle des sept ans',
      en: 'Inheritance Tax: gifts',
      de: 'Inheritance Tax: Schenkungen und Sieben-Jahres-Regel',
      es: 'Inheritance Tax: donaciones y regla de los siete años',
      it: 'Inheritance Tax: donazioni e regola dei sette anni',
      pt: 'Inheritance Tax: doações e regra dos sete anos',
    },
    url: 'https://www.gov.uk/inheritance-tax/gifts',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 13
  {
    title: {
      fr: 'Trusts et fiscalité',
      en: 'Trusts and taxes',
      de: 'Trusts und Steuern',
      es: 'Trusts e impuestos',
      it: 'Trust e imposte',
      pt: 'Trusts e impostos',
    },
    url: 'https://www.gov.uk/trusts-taxes',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 14
  {
    title: {
      fr: 'Manuel de l’Inheritance Tax, IHTM42001 : trusts de « relevant property »',
      en: 'Inheritance Tax Manual, IHTM42001: relevant property trusts',
      de: 'Inheritance Tax Manual, IHTM42001: Trusts mit „relevant property“',
      es: 'Manual del Inheritance Tax, IHTM42001: trusts de «relevant property»',
      it: 'Manuale dell’Inheritance Tax, IHTM42001: trust di «relevant property»',
      pt: 'Manual do Inheritance Tax, IHTM42001: trusts de «relevant property»',
    },
    url: 'https://www.gov.uk/hmrc-internal-manuals/inheritance-tax-manual/ihtm42001',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 15
  {
    title: {
      fr: 'Fiche HS278 : non-résidents temporaires et Capital Gains Tax',
      en: 'HS278 Temporary non-residents and Capital Gains Tax',
      de: 'Merkblatt HS278: vorübergehend Nichtansässige und Capital Gains Tax',
      es: 'Hoja HS278: no residentes temporales y Capital Gains Tax',
      it: 'Scheda HS278: non residenti temporanei e Capital Gains Tax',
      pt: 'Ficha HS278: não residentes temporários e Capital Gains Tax',
    },
    url: 'https://www.gov.uk/government/publications/temporary-non-residents-and-capital-gains-tax-hs278-self-assessment-helpsheet',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 16
  {
    title: {
      fr: 'Imposition des cessions de crypto-actifs',
      en: 'Check if you need to pay tax when you sell cryptoassets',
      de: 'Besteuerung der Veräußerung von Kryptowerten',
      es: 'Tributación de la venta de criptoactivos',
      it: 'Tassazione della cessione di cripto-attività',
      pt: 'Tributação da venda de criptoativos',
    },
    url: 'https://www.gov.uk/guidance/check-if-you-need-to-pay-tax-when-you-sell-cryptoassets',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 17
  {
    title: {
      fr: 'Déclaration des utilisateurs et opérations de crypto-actifs (Crypto-Asset Reporting Framework)',
      en: 'Reporting cryptoasset user and transaction data',
      de: 'Meldung von Nutzer- und Transaktionsdaten zu Kryptowerten (Crypto-Asset Reporting Framework)',
      es: 'Declaración de usuarios y operaciones con criptoactivos (Crypto-Asset Reporting Framework)',
      it: 'Segnalazione di utenti e operazioni in cripto-attività (Crypto-Asset Reporting Framework)',
      pt: 'Comunicação de utilizadores e operações com criptoativos (Crypto-Asset Reporting Framework)',
    },
    url: 'https://www.gov.uk/guidance/reporting-cryptoasset-user-and-transaction-data',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 18
  {
    title: {
      fr: 'Capital Gains Tax : champ d’application',
      en: 'Capital Gains Tax: what you pay it on',
      de: 'Capital Gains Tax: Anwendungsbereich',
      es: 'Capital Gains Tax: ámbito de aplicación',
      it: 'Capital Gains Tax: ambito di applicazione',
      pt: 'Capital Gains Tax: âmbito de aplicação',
    },
    url: 'https://www.gov.uk/capital-gains-tax',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
  // 23
  {
    title: {
      fr: 'Avantages fiscaux des investisseurs dans les dispositifs de capital-risque (EIS, SEIS)',
      en: 'Tax relief for investors using venture capital schemes',
      de: 'Steuervergünstigungen für Anleger in Wagniskapitalprogrammen (EIS, SEIS)',
      es: 'Beneficios fiscales para inversores en programas de capital riesgo (EIS, SEIS)',
      it: 'Agevolazioni fiscali per chi investe tramite i regimi di venture capital (EIS, SEIS)',
      pt: 'Benefícios fiscais para investidores em regimes de capital de risco (EIS, SEIS)',
    },
    url: 'https://www.gov.uk/guidance/venture-capital-schemes-tax-relief-for-investors',
    publisher: 'HM Revenue & Customs',
    version: '2026-04-06',
  },
];
