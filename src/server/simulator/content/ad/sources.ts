import {OECD_AUTOMATIC_EXCHANGE} from '../oecd-sources.js';
import type {OfficialSource} from '../types.js';

/** Andorra's official sources, cited by index from the facts: consolidated laws and treaty texts. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Loi 5/2014 du 24 avril relative à l’impôt sur le revenu des personnes physiques (IRPF)',
      en: 'Law 5/2014 of 24 April on personal income tax (IRPF)',
      de: 'Gesetz 5/2014 vom 24. April über die Einkommensteuer natürlicher Personen (IRPF)',
      es: 'Ley 5/2014, de 24 de abril, del impuesto sobre la renta de las personas físicas (IRPF)',
      it: 'Legge 5/2014 del 24 aprile sull’imposta sul reddito delle persone fisiche (IRPF)',
      pt: 'Lei 5/2014, de 24 de abril, do imposto sobre o rendimento das pessoas singulares (IRPF)',
    },
    url: 'https://portaljuridicandorra.ad/L2014005',
    publisher: 'Butlletí Oficial del Principat d’Andorra',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Loi 3/2024 du 1er février relative à l’impôt sur l’investissement étranger immobilier',
      en: 'Law 3/2024 of 1 February on the tax on foreign real-estate investment',
      de: 'Gesetz 3/2024 vom 1. Februar über die Steuer auf ausländische Immobilieninvestitionen',
      es: 'Ley 3/2024, de 1 de febrero, del impuesto sobre la inversión extranjera inmobiliaria',
      it: 'Legge 3/2024 del 1° febbraio sull’imposta sugli investimenti immobiliari esteri',
      pt: 'Lei 3/2024, de 1 de fevereiro, do imposto sobre o investimento estrangeiro imobiliário',
    },
    url: 'https://portaljuridicandorra.ad/L2024003',
    publisher: 'Butlletí Oficial del Principat d’Andorra',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Loi 17/2023 du 22 septembre, texte consolidé sur les fondations',
      en: 'Law 17/2023 of 22 September, consolidated text on foundations',
      de: 'Gesetz 17/2023 vom 22. September, konsolidierte Fassung über Stiftungen',
      es: 'Ley 17/2023, de 22 de septiembre, de texto consolidado de fundaciones',
      it: 'Legge 17/2023 del 22 settembre, testo consolidato sulle fondazioni',
      pt: 'Lei 17/2023, de 22 de setembro, texto consolidado das fundações',
    },
    url: 'https://portaljuridicandorra.ad/L2023017',
    publisher: 'Butlletí Oficial del Principat d’Andorra',
    version: '2023-09-22',
  },
  {
    title: {
      fr: 'Loi 9/2012 du 31 mai modifiant la loi qualifiée sur l’immigration (résidence sans activité lucrative)',
      en: 'Law 9/2012 of 31 May amending the qualified immigration law (residence without gainful activity)',
      de: 'Gesetz 9/2012 vom 31. Mai zur Änderung des Einwanderungsgesetzes (Aufenthalt ohne Erwerbstätigkeit)',
      es: 'Ley 9/2012, de 31 de mayo, de modificación de la ley cualificada de inmigración (residencia no lucrativa)',
      it: 'Legge 9/2012 del 31 maggio che modifica la legge qualificata sull’immigrazione (residenza senza attività lucrativa)',
      pt: 'Lei 9/2012, de 31 de maio, que altera a lei qualificada de imigração (residência sem atividade lucrativa)',
    },
    url: 'https://portaljuridicandorra.ad/L2012009',
    publisher: 'Butlletí Oficial del Principat d’Andorra',
    version: '2012-05-31',
  },
  OECD_AUTOMATIC_EXCHANGE,
  {
    title: {
      fr: 'Espagne : loi 35/2006 sur l’IRPF (art. 95 bis, imposition des plus-values latentes au départ)',
      en: 'Spain: Law 35/2006 on personal income tax (art. 95 bis, exit tax on unrealised gains)',
      de: 'Spanien: Gesetz 35/2006 über die Einkommensteuer (Art. 95 bis, Wegzugsteuer)',
      es: 'España: Ley 35/2006 del IRPF (art. 95 bis, ganancias patrimoniales por cambio de residencia)',
      it: 'Spagna: legge 35/2006 sull’IRPF (art. 95 bis, exit tax sulle plusvalenze latenti)',
      pt: 'Espanha: Lei 35/2006 do IRPF (art. 95.º bis, tributação das mais-valias latentes à saída)',
    },
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764',
    publisher: 'Agencia Estatal Boletín Oficial del Estado',
    version: '2026-01-01',
    jurisdiction: 'es',
  },
];
