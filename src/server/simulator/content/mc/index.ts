import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Monaco: no personal income, wealth or capital gains tax; French nationals stay taxed by France. */
export const mc: JurisdictionContent = {
  code: 'mc',
  name: {
    fr: 'Monaco',
    en: 'Monaco',
    de: 'Monaco',
    es: 'Mónaco',
    it: 'Principato di Monaco',
    pt: 'Mónaco',
  },
  inName: {
    fr: 'à Monaco',
    en: 'in Monaco',
    de: 'in Monaco',
    es: 'en Mónaco',
    it: 'nel Principato di Monaco',
    pt: 'no Mónaco',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: 'L’absence d’impôt sur le revenu suppose une résidence effective, attestée par une **carte de séjour** : il faut disposer d’un logement à Monaco et justifier de moyens suffisants, en pratique par une attestation d’une banque monégasque. Le pays d’origine peut continuer à imposer selon ses propres règles de départ.',
        en: 'Living tax-free depends on genuine residence, evidenced by a **residence card**: applicants need a home in Monaco and proof of sufficient means, in practice a letter from a Monegasque bank. The country of origin may still tax under its own exit rules.',
        de: 'Die Steuerfreiheit setzt einen tatsächlichen Wohnsitz voraus, belegt durch eine **Aufenthaltskarte**: Erforderlich sind eine Wohnung in Monaco und der Nachweis ausreichender Mittel, in der Praxis durch eine Bescheinigung einer monegassischen Bank. Das Herkunftsland kann nach seinen Wegzugsregeln weiter besteuern.',
        es: 'Vivir sin impuesto sobre la renta exige una residencia efectiva, acreditada con una **tarjeta de residencia**: hace falta una vivienda en Mónaco y demostrar medios suficientes, en la práctica con un certificado de un banco monegasco. El país de origen puede seguir gravando según sus propias normas de salida.',
        it: 'L’assenza di imposta sul reddito presuppone una residenza effettiva, attestata dalla **carta di soggiorno**: occorrono un’abitazione nel Principato e la prova di mezzi sufficienti, in pratica un’attestazione di una banca monegasca. Il Paese d’origine può continuare a tassare secondo le proprie regole sull’espatrio.',
        pt: 'Viver sem imposto sobre o rendimento pressupõe uma residência efetiva, comprovada por um **cartão de residência**: é preciso ter habitação no Mónaco e provar meios suficientes, na prática com uma declaração de um banco monegasco. O país de origem pode continuar a tributar segundo as suas próprias regras de saída.',
      },
      sources: [4],
    },
    {
      text: {
        fr: 'La **convention fiscale franco-monégasque du 18 mai 1963** soumet les ressortissants français installés à Monaco à l’impôt français comme s’ils résidaient en France, sauf s’ils justifiaient de cinq ans de résidence habituelle à Monaco au 13 octobre 1962.',
        en: 'The **Franco-Monegasque tax convention of 18 May 1963** makes French nationals living in Monaco taxable in France as if they lived there, unless they could show five years’ habitual residence in Monaco by 13 October 1962.',
        de: 'Das **französisch-monegassische Steuerabkommen vom 18. Mai 1963** unterwirft in Monaco lebende Franzosen der französischen Steuer, als wohnten sie in Frankreich, es sei denn, sie konnten zum 13. Oktober 1962 fünf Jahre gewöhnlichen Aufenthalt in Monaco nachweisen.',
        es: 'El **convenio fiscal franco-monegasco del 18 de mayo de 1963** somete a los nacionales franceses que viven en Mónaco al impuesto francés como si residieran en Francia, salvo que acreditaran cinco años de residencia habitual en Mónaco a 13 de octubre de 1962.',
        it: 'La **convenzione fiscale franco-monegasca del 18 maggio 1963** assoggetta i cittadini francesi che vivono nel Principato all’imposta francese come se risiedessero in Francia, salvo che potessero dimostrare cinque anni di residenza abituale a Monaco al 13 ottobre 1962.',
        pt: 'A **convenção fiscal franco-monegasca de 18 de maio de 1963** sujeita os cidadãos franceses que vivem no Mónaco ao imposto francês como se residissem em França, salvo se comprovassem cinco anos de residência habitual no Mónaco a 13 de outubro de 1962.',
      },
      sources: [0],
    },
  ],
  sources,
};
