import type {OfficialSource} from '../types.js';

const ACD = 'Administration des contributions directes';
const GUICHET = 'Guichet.lu';

/** Luxembourg's sources: the income tax law, the tax administrations' guidance pages, the EU and the HCCH. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Loi modifiée du 4 décembre 1967 concernant l’impôt sur le revenu (LIR)',
      en: 'Amended Income Tax Law of 4 December 1967 (LIR)',
      de: 'Geändertes Einkommensteuergesetz vom 4. Dezember 1967 (LIR)',
      es: 'Ley modificada de 4 de diciembre de 1967 del impuesto sobre la renta (LIR)',
      it: 'Legge modificata del 4 dicembre 1967 sull’imposta sul reddito (LIR)',
      pt: 'Lei alterada de 4 de dezembro de 1967 relativa ao imposto sobre o rendimento (LIR)',
    },
    url: 'https://legilux.public.lu/eli/etat/leg/loi/1967/12/04/n1/jo',
    publisher: 'Service central de législation',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'ACD : barème de l’impôt sur le revenu des personnes physiques',
      en: 'ACD: income tax scale for individuals',
      de: 'ACD: Einkommensteuertarif für natürliche Personen',
      es: 'ACD: escala del impuesto sobre la renta de las personas físicas',
      it: 'ACD: tariffa dell’imposta sul reddito delle persone fisiche',
      pt: 'ACD: tabela do imposto sobre o rendimento das pessoas singulares',
    },
    url: 'https://impotsdirects.public.lu/fr/az/t/tarif_pers.html',
    publisher: ACD,
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'ACD : impôt foncier',
      en: 'ACD: municipal land tax',
      de: 'ACD: Grundsteuer',
      es: 'ACD: impuesto municipal sobre bienes inmuebles',
      it: 'ACD: imposta fondiaria comunale',
      pt: 'ACD: imposto predial municipal',
    },
    url: 'https://impotsdirects.public.lu/fr/az/i/impot_fonci.html',
    publisher: ACD,
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'ACD : prévoyance-vieillesse (article 111bis LIR)',
      en: 'ACD: private pension savings (article 111bis LIR)',
      de: 'ACD: private Altersvorsorge (Artikel 111bis LIR)',
      es: 'ACD: previsión para la jubilación (artículo 111bis LIR)',
      it: 'ACD: previdenza per la vecchiaia (articolo 111bis LIR)',
      pt: 'ACD: poupança-reforma (artigo 111bis LIR)',
    },
    url: 'https://impotsdirects.public.lu/fr/az/p/prevoyance_vieillesse.html',
    publisher: ACD,
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Guichet.lu : déclarer des revenus locatifs',
      en: 'Guichet.lu: declaring rental income',
      de: 'Guichet.lu: Mieteinkünfte erklären',
      es: 'Guichet.lu: declarar rentas de alquiler',
      it: 'Guichet.lu: dichiarare redditi da locazione',
      pt: 'Guichet.lu: declarar rendimentos prediais',
    },
    url: 'https://guichet.public.lu/fr/citoyens/impots-taxes/activite-salariee-resident/revenus-locatifs.html',
    publisher: GUICHET,
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'AED : tarif des droits d’enregistrement (ventes, donations, taxe d’abonnement)',
      en: 'AED: registration duty rates (sales, gifts, subscription tax)',
      de: 'AED: Tarif der Registrierungsgebühren (Verkäufe, Schenkungen, Abonnementsteuer)',
      es: 'AED: tarifa de los derechos de registro (ventas, donaciones, tasa de suscripción)',
      it: 'AED: tariffa dei diritti di registro (vendite, donazioni, tassa di abbonamento)',
      pt: 'AED: tabela dos direitos de registo (vendas, doações, taxa de assinatura)',
    },
    url: 'https://pfi.public.lu/fr/citoyen/enregistrement/tarif.html',
    publisher: 'Administration de l’enregistrement, des domaines et de la TVA',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Guichet.lu : faire une déclaration de succession ou de mutation par décès',
      en: 'Guichet.lu: filing an inheritance or transfer-on-death return',
      de: 'Guichet.lu: Erbschaftserklärung oder Erklärung der Übertragung im Todesfall',
      es: 'Guichet.lu: presentar una declaración de sucesión o de transmisión por causa de muerte',
      it: 'Guichet.lu: presentare una dichiarazione di successione o di trasferimento per causa di morte',
      pt: 'Guichet.lu: apresentar uma declaração de sucessão ou de transmissão por morte',
    },
    url: 'https://guichet.public.lu/fr/citoyens/sante/fin-vie/deces/declaration-succession.html',
    publisher: GUICHET,
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'HCCH : état présent de la Convention de La Haye relative à la loi applicable au trust',
      en: 'HCCH: status table of the Hague Convention on the Law Applicable to Trusts',
      de: 'HCCH: Statustabelle des Haager Übereinkommens über das auf Trusts anzuwendende Recht',
      es: 'HCCH: estado del Convenio de La Haya sobre la ley aplicable al trust',
      it: 'HCCH: stato della Convenzione dell’Aia sulla legge applicabile ai trust',
      pt: 'HCCH: estado da Convenção da Haia sobre a lei aplicável ao trust',
    },
    url: 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=59',
    publisher: 'HCCH',
    asOf: '2026-01-01',
  },
  {
    title: {
      fr: 'Directive (UE) 2023/2226 (DAC8) : échange d’informations sur les crypto-actifs',
      en: 'Directive (EU) 2023/2226 (DAC8): exchange of information on crypto-assets',
      de: 'Richtlinie (EU) 2023/2226 (DAC8): Informationsaustausch über Kryptowerte',
      es: 'Directiva (UE) 2023/2226 (DAC8): intercambio de información sobre criptoactivos',
      it: 'Direttiva (UE) 2023/2226 (DAC8): scambio di informazioni sulle cripto-attività',
      pt: 'Diretiva (UE) 2023/2226 (DAC8): troca de informações sobre criptoativos',
    },
    url: 'https://eur-lex.europa.eu/eli/dir/2023/2226/oj',
    publisher: 'Office des publications de l’Union européenne',
    asOf: '2023-10-17',
  },
];
