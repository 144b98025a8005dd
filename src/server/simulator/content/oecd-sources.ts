import {OECD} from './publishers.js';
import type {OfficialSource} from './types.js';

/**
 * The OECD's automatic-exchange standards (CARF and the 2023 CRS update), cited alike by the
 * residences that name it in French: one record, so its date and address change in one place.
 */
export const OECD_AUTOMATIC_EXCHANGE: OfficialSource = {
  title: {
    fr: 'OCDE : normes internationales d’échange automatique de renseignements en matière fiscale (CARF et mise à jour 2023 de la norme commune de déclaration)',
    en: 'OECD: International Standards for Automatic Exchange of Information in Tax Matters (CARF and 2023 update to the Common Reporting Standard)',
    de: 'OECD: Internationale Standards für den automatischen Informationsaustausch in Steuersachen (CARF und Aktualisierung 2023 des gemeinsamen Meldestandards)',
    es: 'OCDE: estándares internacionales de intercambio automático de información en materia tributaria (CARF y actualización de 2023 del estándar común de comunicación)',
    it: 'OCSE: standard internazionali per lo scambio automatico di informazioni in materia fiscale (CARF e aggiornamento 2023 dello standard comune di comunicazione)',
    pt: 'OCDE: normas internacionais de troca automática de informações em matéria fiscal (CARF e atualização de 2023 da norma comum de comunicação)',
  },
  url: 'https://www.oecd.org/en/publications/international-standards-for-automatic-exchange-of-information-in-tax-matters_896d79d1-en.html',
  publisher: OECD,
  version: '2023-06-08',
  jurisdiction: 'intl',
};
