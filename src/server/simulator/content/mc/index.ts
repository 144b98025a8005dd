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
        fr: 'L’absence d’impôt sur le revenu suppose une résidence effective, attestée par une **carte de séjour** : il faut disposer d’un logement à Monaco et justifier de moyens suffisants, en pratique par une attestation bancaire récente. Le pays d’origine peut continuer à imposer selon ses propres règles de départ.',
        en: 'Living tax-free depends on genuine residence, evidenced by a **residence card**: applicants need a home in Monaco and proof of sufficient means, in practice a recent bank statement or letter. The country of origin may still tax under its own exit rules.',
        de: 'Die Steuerfreiheit setzt einen tatsächlichen Wohnsitz voraus, belegt durch eine **Aufenthaltskarte**: Erforderlich sind eine Wohnung in Monaco und der Nachweis ausreichender Mittel, in der Praxis durch eine aktuelle Bankbescheinigung. Das Herkunftsland kann nach seinen Wegzugsregeln weiter besteuern.',
        es: 'Vivir sin impuesto sobre la renta exige una residencia efectiva, acreditada con una **tarjeta de residencia**: hace falta una vivienda en Mónaco y demostrar medios suficientes, en la práctica con un certificado bancario reciente. El país de origen puede seguir gravando según sus propias normas de salida.',
        it: 'L’assenza di imposta sul reddito presuppone una residenza effettiva, attestata dalla **carta di soggiorno**: occorrono un’abitazione nel Principato e la prova di mezzi sufficienti, in pratica un’attestazione bancaria recente. Il Paese d’origine può continuare a tassare secondo le proprie regole sull’espatrio.',
        pt: 'Viver sem imposto sobre o rendimento pressupõe uma residência efetiva, comprovada por um **cartão de residência**: é preciso ter habitação no Mónaco e provar meios suficientes, na prática com uma declaração bancária recente. O país de origem pode continuar a tributar segundo as suas próprias regras de saída.',
      },
      sources: [3],
    },
    {
      text: {
        fr: 'La **loi n° 1.448 du 28 juin 2017** sur le droit international privé soumet en principe la succession d’un résident au droit monégasque, celui de son dernier domicile. Chacun peut toutefois choisir, par testament, le droit d’un État dont il a la nationalité pour régler l’ensemble de sa succession, par exemple celui de son pays d’origine.',
        en: '**Law no. 1.448 of 28 June 2017** on private international law makes Monegasque law, that of the last domicile, govern a resident’s estate by default. Anyone may instead choose, by will, the law of a state of which they are a national to govern their whole estate, for instance that of their home country.',
        de: 'Nach dem **Gesetz Nr. 1.448 vom 28. Juni 2017** über das internationale Privatrecht unterliegt der Nachlass eines Einwohners grundsätzlich monegassischem Recht, dem Recht des letzten Wohnsitzes. Jeder kann jedoch per Testament das Recht eines Staates wählen, dessen Staatsangehörigkeit er besitzt, etwa das seines Herkunftslandes, und damit den gesamten Nachlass regeln.',
        es: 'La **Ley n.º 1.448 de 28 de junio de 2017** de derecho internacional privado somete en principio la sucesión de un residente al derecho monegasco, el de su último domicilio. No obstante, cualquiera puede elegir por testamento la ley de un Estado cuya nacionalidad tenga, por ejemplo la de su país de origen, para regir toda su sucesión.',
        it: 'La **legge n. 1.448 del 28 giugno 2017** sul diritto internazionale privato sottopone in linea di principio la successione di un residente al diritto monegasco, quello dell’ultimo domicilio. Ciascuno può però scegliere per testamento la legge di uno Stato di cui ha la cittadinanza, per esempio quella del Paese d’origine, per regolare l’intera successione.',
        pt: 'A **Lei n.º 1.448 de 28 de junho de 2017** relativa ao direito internacional privado sujeita, em princípio, a sucessão de um residente ao direito monegasco, o do seu último domicílio. Qualquer pessoa pode, no entanto, escolher por testamento a lei de um Estado de que tenha a nacionalidade, por exemplo a do seu país de origem, para reger toda a sucessão.',
      },
      sources: [6],
    },
  ],
  sources,
};
