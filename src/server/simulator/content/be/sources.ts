import {EUROPEAN_UNION} from '../publishers.js';
import type {OfficialSource} from '../types.js';

/** Belgium's official sources: federal law and guidance, the regions' tax pages, EU law. */
export const sources: readonly OfficialSource[] = [
  {
    title: {
      fr: 'Code des impôts sur les revenus 1992 (CIR 92), texte consolidé',
      en: 'Income Tax Code 1992 (Code des impôts sur les revenus 1992), consolidated text',
      de: 'Einkommensteuergesetzbuch 1992 (Code des impôts sur les revenus 1992), konsolidierte Fassung',
      es: 'Código de los impuestos sobre la renta 1992 (Code des impôts sur les revenus 1992), texto consolidado',
      it: 'Codice delle imposte sui redditi 1992 (Code des impôts sur les revenus 1992), testo consolidato',
      pt: 'Código dos impostos sobre o rendimento 1992 (Code des impôts sur les revenus 1992), texto consolidado',
    },
    url: 'https://www.ejustice.just.fgov.be/cgi_loi/change_lg.pl?language=fr&la=F&cn=1992041030&table_name=loi',
    publisher: 'Service public fédéral Justice — Moniteur belge',
    version: '2026-04-21',
  },
  {
    title: {
      fr: 'SPF Finances — Taxe annuelle sur les comptes-titres',
      en: 'FPS Finance — Annual tax on securities accounts',
      de: 'FÖD Finanzen — Jährliche Abgabe auf Wertpapierkonten',
      es: 'SPF Finanzas — Impuesto anual sobre las cuentas de valores',
      it: 'SPF Finanze — Imposta annuale sui conti titoli',
      pt: 'SPF Finanças — Imposto anual sobre as contas de títulos',
    },
    url: 'https://finances.belgium.be/fr/entreprises/autres-taxes/taxe-annuelle-comptes-titres',
    publisher: 'Service public fédéral Finances',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Flandre — L’impôt flamand sur les successions (erfbelasting)',
      en: 'Flanders — The Flemish inheritance tax (erfbelasting)',
      de: 'Flandern — Die flämische Erbschaftsteuer (erfbelasting)',
      es: 'Flandes — El impuesto flamenco de sucesiones (erfbelasting)',
      it: 'Fiandre — L’imposta fiamminga di successione (erfbelasting)',
      pt: 'Flandres — O imposto flamengo sobre sucessões (erfbelasting)',
    },
    url: 'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/erfbelasting',
    publisher: 'Vlaamse Belastingdienst',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'SPF Finances — Droits de succession (Bruxelles et Wallonie)',
      en: 'FPS Finance — Inheritance tax (Brussels and Wallonia)',
      de: 'FÖD Finanzen — Erbschaftsteuer (Brüssel und Wallonie)',
      es: 'SPF Finanzas — Impuesto de sucesiones (Bruselas y Valonia)',
      it: 'SPF Finanze — Imposta di successione (Bruxelles e Vallonia)',
      pt: 'SPF Finanças — Imposto sucessório (Bruxelas e Valónia)',
    },
    url: 'https://finances.belgium.be/fr/particuliers/famille/deces/droits-succession',
    publisher: 'Service public fédéral Finances',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Flandre — L’impôt flamand d’enregistrement : droit de vente (verkooprecht) et droits de donation (schenkbelasting)',
      en: 'Flanders — The Flemish registration tax: sales duty (verkooprecht) and gift tax (schenkbelasting)',
      de: 'Flandern — Die flämische Registrierungssteuer: Verkaufsabgabe (verkooprecht) und Schenkungsteuer (schenkbelasting)',
      es: 'Flandes — El impuesto flamenco de registro: derecho de venta (verkooprecht) e impuesto de donaciones (schenkbelasting)',
      it: 'Fiandre — L’imposta fiamminga di registro: imposta sulle vendite (verkooprecht) e imposta di donazione (schenkbelasting)',
      pt: 'Flandres — O imposto flamengo de registo: direito de venda (verkooprecht) e imposto sobre doações (schenkbelasting)',
    },
    url: 'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting',
    publisher: 'Vlaamse Belastingdienst',
    version: '2026-01-01',
  },
  {
    title: {
      fr: 'Directive (UE) 2023/2226 du Conseil (DAC8) — échange d’informations sur les crypto-actifs',
      en: 'Council Directive (EU) 2023/2226 (DAC8) — exchange of information on crypto-assets',
      de: 'Richtlinie (EU) 2023/2226 des Rates (DAC8) — Informationsaustausch über Kryptowerte',
      es: 'Directiva (UE) 2023/2226 del Consejo (DAC8) — intercambio de información sobre criptoactivos',
      it: 'Direttiva (UE) 2023/2226 del Consiglio (DAC8) — scambio di informazioni sulle cripto-attività',
      pt: 'Diretiva (UE) 2023/2226 do Conselho (DAC8) — troca de informações sobre criptoativos',
    },
    url: 'https://eur-lex.europa.eu/eli/dir/2023/2226/oj',
    publisher: EUROPEAN_UNION,
    version: '2023-10-17',
    jurisdiction: 'intl',
  },
];
