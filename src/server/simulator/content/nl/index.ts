import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** The Netherlands: three income boxes, a deemed-return box 3 on wealth, the 30 % ruling for recruits. */
export const nl: JurisdictionContent = {
  code: 'nl',
  name: {
    fr: 'Pays-Bas',
    en: 'Netherlands',
    de: 'Niederlande',
    es: 'Países Bajos',
    it: 'Paesi Bassi',
    pt: 'Países Baixos',
  },
  inName: {
    fr: 'aux Pays-Bas',
    en: 'in the Netherlands',
    de: 'in den Niederlanden',
    es: 'en los Países Bajos',
    it: 'nei Paesi Bassi',
    pt: 'nos Países Baixos',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Régime des 30 %** : un salarié recruté à l’étranger pour une compétence rare, au-dessus d’un seuil de salaire indexé chaque année (plus bas pour les jeunes diplômés de master), peut recevoir jusqu’à 30 % de sa rémunération en franchise d’impôt pendant cinq ans, dans la limite du plafond de rémunération du secteur public (norme WNT). Le taux passe à 27 % à partir de 2027, avec un seuil de salaire relevé.',
        en: '**30% ruling**: an employee recruited from abroad for scarce expertise, earning above a salary threshold indexed every year (lower for young master’s graduates), can receive up to 30% of pay tax-free for five years, within the public-sector pay ceiling (the WNT norm). The rate drops to 27% from 2027, with a higher salary threshold.',
        de: '**30-%-Regelung**: Aus dem Ausland angeworbene Fachkräfte mit seltener Expertise, deren Gehalt über einer jährlich indexierten Schwelle liegt (niedriger für junge Masterabsolventen), können fünf Jahre lang bis zu 30 % ihres Lohns steuerfrei erhalten, begrenzt auf die Gehaltsobergrenze des öffentlichen Sektors (WNT-Norm). Ab 2027 sinkt der Satz auf 27 %, bei einer höheren Gehaltsschwelle.',
        es: '**Régimen del 30 %**: un empleado contratado en el extranjero por su cualificación escasa, con un salario superior a un umbral que se indexa cada año (más bajo para los jóvenes titulados de máster), puede percibir hasta el 30 % de su sueldo exento durante cinco años, con el límite del tope salarial del sector público (norma WNT). El porcentaje baja al 27 % desde 2027, con un umbral salarial más alto.',
        it: '**Regime del 30%**: un dipendente assunto dall’estero per competenze scarse, con uno stipendio sopra una soglia indicizzata ogni anno (più bassa per i giovani laureati magistrali), può ricevere fino al 30% della retribuzione esente per cinque anni, entro il tetto retributivo del settore pubblico (norma WNT). Dal 2027 la quota scende al 27%, con una soglia salariale più alta.',
        pt: '**Regime dos 30%**: um trabalhador recrutado no estrangeiro por uma competência escassa, com salário acima de um limiar indexado todos os anos (mais baixo para os jovens mestres), pode receber até 30% da remuneração isenta durante cinco anos, com o limite do teto salarial do setor público (norma WNT). A taxa desce para 27% a partir de 2027, com um limiar salarial mais alto.',
      },
      sources: [5, 6],
    },
    {
      text: {
        fr: '**Départ des Pays-Bas** : un ressortissant néerlandais reste soumis aux droits de succession et de donation néerlandais pendant dix ans après son émigration (un an pour les donations, quelle que soit la nationalité), et l’actionnaire substantiel reçoit une imposition conservatoire sur sa plus-value latente.',
        en: '**Leaving the Netherlands**: a Dutch national stays within Dutch inheritance and gift tax for ten years after emigrating (one year for gifts, whatever the nationality), and a substantial shareholder receives a protective assessment on the latent gain.',
        de: '**Wegzug**: Niederländische Staatsangehörige bleiben nach dem Wegzug zehn Jahre lang der niederländischen Erbschaft- und Schenkungsteuer unterworfen (bei Schenkungen ein Jahr, unabhängig von der Staatsangehörigkeit), und wesentlich Beteiligte erhalten einen Sicherungsbescheid über den latenten Gewinn.',
        es: '**Salida de los Países Bajos**: un nacional neerlandés sigue sujeto al impuesto neerlandés sobre sucesiones y donaciones durante diez años tras emigrar (un año para las donaciones, sea cual sea la nacionalidad), y el accionista sustancial recibe una liquidación cautelar sobre su plusvalía latente.',
        it: '**Uscita dai Paesi Bassi**: un cittadino olandese resta soggetto all’imposta olandese su successioni e donazioni per dieci anni dopo l’espatrio (un anno per le donazioni, qualunque sia la cittadinanza), e il socio rilevante riceve un accertamento conservativo sulla plusvalenza latente.',
        pt: '**Saída dos Países Baixos**: um nacional neerlandês continua sujeito ao imposto neerlandês sobre sucessões e doações durante dez anos após emigrar (um ano para doações, qualquer que seja a nacionalidade), e o sócio substancial recebe uma liquidação cautelar sobre a mais-valia latente.',
      },
      sources: [2, 9],
    },
  ],
  sources,
};
