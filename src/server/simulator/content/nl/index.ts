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
        pt: '**Regime dos 30 %**: um trabalhador recrutado no estrangeiro por uma competência escassa, com salário acima de um limiar indexado todos os anos (mais baixo para os jovens mestres), pode receber até 30 % da remuneração isenta durante cinco anos, com o limite do teto salarial do setor público (norma WNT). A taxa desce para 27 % a partir de 2027, com um limiar salarial mais alto.',
      },
      sources: [5, 6],
      reviewBy: '2027-01-01',
    },
    {
      text: {
        fr: '**Dons aux organismes d’utilité publique (ANBI)** : un don périodique à une ANBI, fixé par convention pour au moins cinq ans, est déductible du revenu imposable sans seuil minimal, alors que les dons ponctuels ne le sont qu’au-delà de 1 % du revenu et dans la limite de 10 %. L’ANBI ne paie ni droits de succession ni droits de donation sur ce qu’elle reçoit, ce qui en fait un outil courant de philanthropie familiale.',
        en: '**Gifts to public-benefit institutions (ANBI)**: a periodic gift to an ANBI, set down in an agreement for at least five years, is deductible from taxable income with no minimum threshold, whereas one-off gifts are deductible only above 1% of income and up to 10%. The ANBI pays no inheritance or gift tax on what it receives, which makes it a common vehicle for family philanthropy.',
        de: '**Zuwendungen an gemeinnützige Einrichtungen (ANBI)**: Eine periodische Zuwendung an eine ANBI, die für mindestens fünf Jahre vertraglich festgelegt ist, ist ohne Mindestschwelle vom steuerpflichtigen Einkommen abziehbar, einmalige Spenden dagegen nur oberhalb von 1 % des Einkommens und bis höchstens 10 %. Die ANBI zahlt auf das Erhaltene weder Erbschaft- noch Schenkungsteuer und ist daher ein verbreitetes Instrument der Familienphilanthropie.',
        es: '**Donativos a entidades de utilidad pública (ANBI)**: un donativo periódico a una ANBI, fijado por convenio durante al menos cinco años, se deduce de la base imponible sin umbral mínimo, mientras que los donativos puntuales solo se deducen por encima del 1 % de la renta y hasta el 10 %. La ANBI no paga impuesto de sucesiones ni de donaciones por lo que recibe, lo que la convierte en un instrumento habitual de filantropía familiar.',
        it: '**Erogazioni agli enti di pubblica utilità (ANBI)**: un’erogazione periodica a un’ANBI, fissata per accordo per almeno cinque anni, è deducibile dal reddito imponibile senza soglia minima, mentre le erogazioni una tantum lo sono solo oltre l’1% del reddito e fino al 10%. L’ANBI non paga imposta di successione né di donazione su quanto riceve, il che ne fa uno strumento diffuso di filantropia familiare.',
        pt: '**Donativos a entidades de utilidade pública (ANBI)**: um donativo periódico a uma ANBI, fixado por acordo durante pelo menos cinco anos, é dedutível ao rendimento tributável sem limiar mínimo, enquanto os donativos pontuais só o são acima de 1 % do rendimento e até 10 %. A ANBI não paga imposto sobre sucessões nem sobre doações pelo que recebe, o que faz dela um instrumento comum de filantropia familiar.',
      },
      sources: [15, 0, 2],
    },
  ],
  sources,
};
