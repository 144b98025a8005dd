import type {OfficialSource} from '../types.js';

/** The United States' official sources (federal), cited by index from the facts and highlights. */
export const sources: readonly OfficialSource[] = [
  // 0
  {
    title: {
      fr: 'Revenue Procedure 2025-32 (montants indexés pour 2026)',
      en: 'Revenue Procedure 2025-32 (2026 inflation adjustments)',
      de: 'Revenue Procedure 2025-32 (inflationsbereinigte Beträge für 2026)',
      es: 'Revenue Procedure 2025-32 (importes ajustados para 2026)',
      it: 'Revenue Procedure 2025-32 (importi rivalutati per il 2026)',
      pt: 'Revenue Procedure 2025-32 (montantes atualizados para 2026)',
    },
    url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    publisher: 'Internal Revenue Service',
    version: '2025-10-09',
  },
  // 1
  {
    title: {
      fr: 'IRS — Fiche 409 : plus-values et moins-values',
      en: 'IRS — Topic no. 409, Capital gains and losses',
      de: 'IRS — Thema 409: Veräußerungsgewinne und -verluste',
      es: 'IRS — Tema 409: ganancias y pérdidas de capital',
      it: 'IRS — Argomento 409: plusvalenze e minusvalenze',
      pt: 'IRS — Tema 409: mais-valias e menos-valias',
    },
    url: 'https://www.irs.gov/taxtopics/tc409',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 2
  {
    title: {
      fr: 'IRS — Fiche 701 : vente de la résidence principale',
      en: 'IRS — Topic no. 701, Sale of your home',
      de: 'IRS — Thema 701: Verkauf des Eigenheims',
      es: 'IRS — Tema 701: venta de la vivienda',
      it: 'IRS — Argomento 701: vendita della casa',
      pt: 'IRS — Tema 701: venda da habitação',
    },
    url: 'https://www.irs.gov/taxtopics/tc701',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 3
  {
    title: {
      fr: 'IRS — Droits de succession fédéraux (estate tax)',
      en: 'IRS — Estate tax',
      de: 'IRS — Bundesnachlasssteuer (Estate Tax)',
      es: 'IRS — Impuesto federal sobre sucesiones (estate tax)',
      it: 'IRS — Imposta federale di successione (estate tax)',
      pt: 'IRS — Imposto federal sobre heranças (estate tax)',
    },
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 4
  {
    title: {
      fr: 'IRS — Droits de succession des non-résidents non citoyens',
      en: 'IRS — Estate tax for nonresidents not citizens of the United States',
      de: 'IRS — Nachlasssteuer für nicht ansässige Ausländer',
      es: 'IRS — Impuesto sobre sucesiones de no residentes extranjeros',
      it: 'IRS — Imposta di successione per i non residenti non cittadini',
      pt: 'IRS — Imposto sobre heranças de não residentes estrangeiros',
    },
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax-for-nonresidents-not-citizens-of-the-united-states',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 5
  {
    title: {
      fr: 'IRS — Questions fréquentes sur l’impôt sur les donations',
      en: 'IRS — Frequently asked questions on gift taxes',
      de: 'IRS — Häufige Fragen zur Schenkungsteuer',
      es: 'IRS — Preguntas frecuentes sobre el impuesto sobre donaciones',
      it: 'IRS — Domande frequenti sull’imposta sulle donazioni',
      pt: 'IRS — Perguntas frequentes sobre o imposto sobre doações',
    },
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/frequently-asked-questions-on-gift-taxes',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 6
  {
    title: {
      fr: 'IRS — Exclusion des revenus d’activité perçus à l’étranger',
      en: 'IRS — Foreign earned income exclusion',
      de: 'IRS — Freistellung ausländischer Arbeitseinkünfte',
      es: 'IRS — Exclusión de rentas del trabajo obtenidas en el extranjero',
      it: 'IRS — Esclusione dei redditi di lavoro esteri',
      pt: 'IRS — Exclusão dos rendimentos do trabalho obtidos no estrangeiro',
    },
    url: 'https://www.irs.gov/individuals/international-taxpayers/foreign-earned-income-exclusion',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 7
  {
    title: {
      fr: 'IRS — Déclaration des comptes bancaires et financiers étrangers (FBAR)',
      en: 'IRS — Report of Foreign Bank and Financial Accounts (FBAR)',
      de: 'IRS — Meldung ausländischer Bank- und Finanzkonten (FBAR)',
      es: 'IRS — Declaración de cuentas bancarias y financieras en el extranjero (FBAR)',
      it: 'IRS — Dichiarazione dei conti bancari e finanziari esteri (FBAR)',
      pt: 'IRS — Declaração de contas bancárias e financeiras no estrangeiro (FBAR)',
    },
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/report-of-foreign-bank-and-financial-accounts-fbar',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 8
  {
    title: {
      fr: 'Internal Revenue Code, § 164 (déduction des impôts d’État et locaux)',
      en: 'Internal Revenue Code, § 164 (deduction for state and local taxes)',
      de: 'Internal Revenue Code, § 164 (Abzug einzelstaatlicher und lokaler Steuern)',
      es: 'Internal Revenue Code, § 164 (deducción de impuestos estatales y locales)',
      it: 'Internal Revenue Code, § 164 (deduzione delle imposte statali e locali)',
      pt: 'Internal Revenue Code, § 164 (dedução dos impostos estaduais e locais)',
    },
    url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section164&num=0&edition=prelim',
    publisher: 'Office of the Law Revision Counsel',
    version: '2025-07-04',
  },
  // 9
  {
    title: {
      fr: 'IRS — Fiche 410 : pensions et rentes',
      en: 'IRS — Topic no. 410, Pensions and annuities',
      de: 'IRS — Thema 410: Pensionen und Renten',
      es: 'IRS — Tema 410: pensiones y rentas vitalicias',
      it: 'IRS — Argomento 410: pensioni e rendite',
      pt: 'IRS — Tema 410: pensões e rendas',
    },
    url: 'https://www.irs.gov/taxtopics/tc410',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 10
  {
    title: {
      fr: 'IRS — Fiche 423 : prestations de la sécurité sociale',
      en: 'IRS — Topic no. 423, Social Security and equivalent railroad retirement benefits',
      de: 'IRS — Thema 423: Leistungen der Sozialversicherung (Social Security)',
      es: 'IRS — Tema 423: prestaciones de la Seguridad Social',
      it: 'IRS — Argomento 423: prestazioni della previdenza sociale',
      pt: 'IRS — Tema 423: prestações da Segurança Social',
    },
    url: 'https://www.irs.gov/taxtopics/tc423',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 11
  {
    title: {
      fr: 'IRS — Plafonds de cotisation aux plans de retraite (COLA)',
      en: 'IRS — COLA increases for dollar limitations on benefits and contributions',
      de: 'IRS — Höchstbeträge für Beiträge zur Altersvorsorge (COLA)',
      es: 'IRS — Límites de aportación a planes de jubilación (COLA)',
      it: 'IRS — Limiti di contribuzione ai piani pensionistici (COLA)',
      pt: 'IRS — Limites de contribuição para planos de reforma (COLA)',
    },
    url: 'https://www.irs.gov/retirement-plans/cola-increases-for-dollar-limitations-on-benefits-and-contributions',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 12
  {
    title: {
      fr: 'IRS — Fiche 414 : revenus et charges locatifs',
      en: 'IRS — Topic no. 414, Rental income and expenses',
      de: 'IRS — Thema 414: Mieteinnahmen und -ausgaben',
      es: 'IRS — Tema 414: ingresos y gastos de alquiler',
      it: 'IRS — Argomento 414: redditi e spese di locazione',
      pt: 'IRS — Tema 414: rendimentos e despesas de arrendamento',
    },
    url: 'https://www.irs.gov/taxtopics/tc414',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 13
  {
    title: {
      fr: 'Internal Revenue Code, § 671 (règles des grantor trusts)',
      en: 'Internal Revenue Code, § 671 (grantor trust rules)',
      de: 'Internal Revenue Code, § 671 (Grantor-Trust-Regeln)',
      es: 'Internal Revenue Code, § 671 (reglas de los grantor trusts)',
      it: 'Internal Revenue Code, § 671 (regole dei grantor trust)',
      pt: 'Internal Revenue Code, § 671 (regras dos grantor trusts)',
    },
    url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section671&num=0&edition=prelim',
    publisher: 'Office of the Law Revision Counsel',
    version: '2026-01-01',
  },
  // 14
  {
    title: {
      fr: 'IRS — Formulaire 3520 (trusts étrangers et donations reçues de l’étranger)',
      en: 'IRS — About Form 3520, transactions with foreign trusts and receipt of certain foreign gifts',
      de: 'IRS — Formular 3520 (ausländische Trusts und Schenkungen aus dem Ausland)',
      es: 'IRS — Formulario 3520 (trusts extranjeros y donaciones recibidas del extranjero)',
      it: 'IRS — Modulo 3520 (trust esteri e donazioni ricevute dall’estero)',
      pt: 'IRS — Formulário 3520 (trusts estrangeiros e doações recebidas do estrangeiro)',
    },
    url: 'https://www.irs.gov/forms-pubs/about-form-3520',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 15
  {
    title: {
      fr: 'IRS — Taxe d’expatriation',
      en: 'IRS — Expatriation tax',
      de: 'IRS — Besteuerung bei Expatriierung (Expatriation Tax)',
      es: 'IRS — Impuesto de expatriación',
      it: 'IRS — Imposta sull’espatrio',
      pt: 'IRS — Imposto de expatriação',
    },
    url: 'https://www.irs.gov/individuals/international-taxpayers/expatriation-tax',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 16
  {
    title: {
      fr: 'Internal Revenue Code, § 877A (expatriés : cession présumée)',
      en: 'Internal Revenue Code, § 877A (tax responsibilities of expatriation)',
      de: 'Internal Revenue Code, § 877A (Expatriierung: fiktive Veräußerung)',
      es: 'Internal Revenue Code, § 877A (expatriación: venta presunta)',
      it: 'Internal Revenue Code, § 877A (espatrio: cessione presunta)',
      pt: 'Internal Revenue Code, § 877A (expatriação: venda presumida)',
    },
    url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section877A&num=0&edition=prelim',
    publisher: 'Office of the Law Revision Counsel',
    version: '2026-01-01',
  },
  // 17
  {
    title: {
      fr: 'IRS — Actifs numériques',
      en: 'IRS — Digital assets',
      de: 'IRS — Digitale Vermögenswerte',
      es: 'IRS — Activos digitales',
      it: 'IRS — Attività digitali',
      pt: 'IRS — Ativos digitais',
    },
    url: 'https://www.irs.gov/filing/digital-assets',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
  // 18
  {
    title: {
      fr: 'Internal Revenue Code, § 1202 (actions de petites entreprises éligibles)',
      en: 'Internal Revenue Code, § 1202 (qualified small business stock)',
      de: 'Internal Revenue Code, § 1202 (Anteile an qualifizierten Kleinunternehmen)',
      es: 'Internal Revenue Code, § 1202 (acciones de pequeñas empresas cualificadas)',
      it: 'Internal Revenue Code, § 1202 (azioni di piccole imprese qualificate)',
      pt: 'Internal Revenue Code, § 1202 (ações de pequenas empresas qualificadas)',
    },
    url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section1202&num=0&edition=prelim',
    publisher: 'Office of the Law Revision Counsel',
    version: '2025-07-04',
  },
  // 19
  {
    title: {
      fr: 'IRS — Foreign Account Tax Compliance Act (FATCA) : déclaration des avoirs financiers étrangers',
      en: 'IRS — Foreign Account Tax Compliance Act (FATCA)',
      de: 'IRS — Foreign Account Tax Compliance Act (FATCA): Meldung ausländischer Finanzvermögen',
      es: 'IRS — Foreign Account Tax Compliance Act (FATCA): declaración de activos financieros extranjeros',
      it: 'IRS — Foreign Account Tax Compliance Act (FATCA): dichiarazione delle attività finanziarie estere',
      pt: 'IRS — Foreign Account Tax Compliance Act (FATCA): declaração de ativos financeiros estrangeiros',
    },
    url: 'https://www.irs.gov/businesses/corporations/foreign-account-tax-compliance-act-fatca',
    publisher: 'Internal Revenue Service',
    version: '2026-01-01',
  },
];
