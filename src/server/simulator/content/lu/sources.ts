import {EUROPEAN_UNION, HAGUE_CONFERENCE} from '../publishers.js';
import type {OfficialSource} from '../types.js';

const ACD = 'Administration des contributions directes';
const GUICHET = 'Guichet.lu';
const SCL = 'Service central de législation';

/** Luxembourg's sources: the laws on Legilux, the tax administrations' guidance pages, the EU and the HCCH. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Loi modifiée du 4 décembre 1967 concernant l’impôt sur le revenu (LIR), texte consolidé au 1er janvier 2026',
      en: 'Amended Income Tax Law of 4 December 1967 (LIR), consolidated text as of 1 January 2026',
      de: 'Geändertes Einkommensteuergesetz vom 4. Dezember 1967 (LIR), konsolidierte Fassung vom 1. Januar 2026',
      es: 'Ley modificada de 4 de diciembre de 1967 del impuesto sobre la renta (LIR), texto consolidado a 1 de enero de 2026',
      it: 'Legge modificata del 4 dicembre 1967 sull’imposta sul reddito (LIR), testo consolidato al 1° gennaio 2026',
      pt: 'Lei alterada de 4 de dezembro de 1967 relativa ao imposto sobre o rendimento (LIR), texto consolidado a 1 de janeiro de 2026',
    },
    url: 'https://legilux.public.lu/eli/etat/leg/loi/1967/12/04/n1/consolide/20260101',
    publisher: SCL,
    version: '2026-01-01',
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
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Guichet.lu : payer l’impôt foncier',
      en: 'Guichet.lu: paying the municipal land tax',
      de: 'Guichet.lu: Grundsteuer zahlen',
      es: 'Guichet.lu: pagar el impuesto municipal sobre bienes inmuebles',
      it: 'Guichet.lu: pagare l’imposta fondiaria comunale',
      pt: 'Guichet.lu: pagar o imposto predial municipal',
    },
    url: 'https://guichet.public.lu/fr/citoyens/impots-taxes/bien-immobilier/terrain-bien-immobilier/payer-impot-foncier.html',
    publisher: GUICHET,
    version: '2026-01-01',
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
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'ACD : logement donné en location (recettes, frais d’obtention, amortissement)',
      en: 'ACD: let residential property (rents, expenses, depreciation)',
      de: 'ACD: vermietete Wohnimmobilie (Mieteinnahmen, Werbungskosten, Abschreibung)',
      es: 'ACD: vivienda alquilada (rentas, gastos deducibles, amortización)',
      it: 'ACD: abitazione data in locazione (canoni, spese deducibili, ammortamento)',
      pt: 'ACD: habitação arrendada (rendas, despesas dedutíveis, amortização)',
    },
    url: 'https://impotsdirects.public.lu/fr/az/l/logem_loc.html',
    publisher: ACD,
    version: '2026-01-01',
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
    version: '2026-01-01',
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
    version: '2026-01-01',
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
    publisher: HAGUE_CONFERENCE,
    version: '2026-01-01',
    jurisdiction: 'intl',
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
    publisher: EUROPEAN_UNION,
    version: '2023-10-17',
    jurisdiction: 'intl',
  },
  {
    title: {
      fr: 'Loi du 23 décembre 2005 portant introduction d’une retenue à la source libératoire sur certains intérêts et abrogation de l’impôt sur la fortune des personnes physiques',
      en: 'Law of 23 December 2005 introducing a final withholding tax on certain interest and abolishing the wealth tax on individuals',
      de: 'Gesetz vom 23. Dezember 2005 zur Einführung einer abgeltenden Quellensteuer auf bestimmte Zinsen und zur Abschaffung der Vermögensteuer natürlicher Personen',
      es: 'Ley de 23 de diciembre de 2005 que introduce una retención liberatoria sobre determinados intereses y deroga el impuesto sobre el patrimonio de las personas físicas',
      it: 'Legge del 23 dicembre 2005 che introduce una ritenuta alla fonte a titolo d’imposta su taluni interessi e abroga l’imposta sul patrimonio delle persone fisiche',
      pt: 'Lei de 23 de dezembro de 2005 que introduz uma retenção na fonte liberatória sobre certos juros e revoga o imposto sobre a fortuna das pessoas singulares',
    },
    url: 'https://legilux.public.lu/eli/etat/leg/loi/2005/12/23/n1/jo',
    publisher: SCL,
    version: '2005-12-23',
  },
  {
    title: {
      fr: 'Loi du 23 décembre 2016 portant mise en œuvre de la réforme fiscale 2017 (retenue libératoire portée à 20 %)',
      en: 'Law of 23 December 2016 implementing the 2017 tax reform (final withholding tax raised to 20%)',
      de: 'Gesetz vom 23. Dezember 2016 zur Umsetzung der Steuerreform 2017 (abgeltende Quellensteuer auf 20 % erhöht)',
      es: 'Ley de 23 de diciembre de 2016 de aplicación de la reforma fiscal de 2017 (retención liberatoria elevada al 20 %)',
      it: 'Legge del 23 dicembre 2016 di attuazione della riforma fiscale 2017 (ritenuta a titolo d’imposta portata al 20%)',
      pt: 'Lei de 23 de dezembro de 2016 que aplica a reforma fiscal de 2017 (retenção liberatória elevada para 20 %)',
    },
    url: 'https://legilux.public.lu/eli/etat/leg/loi/2016/12/23/n11/jo',
    publisher: SCL,
    version: '2016-12-23',
  },
  {
    title: {
      fr: 'AED : successions (droit de succession et droit de mutation par décès)',
      en: 'AED: estates (inheritance duty and transfer duty on death)',
      de: 'AED: Nachlässe (Erbschaftsteuer und Übertragungssteuer im Todesfall)',
      es: 'AED: sucesiones (impuesto de sucesiones e impuesto de transmisión por causa de muerte)',
      it: 'AED: successioni (imposta di successione e imposta di trasferimento per causa di morte)',
      pt: 'AED: sucessões (imposto sucessório e imposto de transmissão por morte)',
    },
    url: 'https://pfi.public.lu/fr/professionnel/successions.html',
    publisher: 'Administration de l’enregistrement, des domaines et de la TVA',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Loi du 18 décembre 2015 modifiant la LIR : prix d’acquisition des participations importantes à l’arrivée (art. 102, alinéa 4a)',
      en: 'Law of 18 December 2015 amending the LIR: acquisition price of substantial holdings on arrival (Art. 102(4a))',
      de: 'Gesetz vom 18. Dezember 2015 zur Änderung des LIR: Anschaffungspreis wesentlicher Beteiligungen beim Zuzug (Art. 102 Abs. 4a)',
      es: 'Ley de 18 de diciembre de 2015 que modifica la LIR: precio de adquisición de las participaciones sustanciales a la llegada (art. 102, apartado 4a)',
      it: 'Legge del 18 dicembre 2015 che modifica la LIR: prezzo d’acquisto delle partecipazioni rilevanti all’arrivo (art. 102, comma 4a)',
      pt: 'Lei de 18 de dezembro de 2015 que altera a LIR: preço de aquisição das participações substanciais à chegada (art. 102, n.º 4a)',
    },
    url: 'https://legilux.public.lu/eli/etat/leg/loi/2015/12/18/n5/jo',
    publisher: SCL,
    version: '2015-12-18',
  },
];
