import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Germany: progressive income tax, flat withholding on capital, no wealth tax, class-based estate duty. */
export const de: JurisdictionContent = {
  code: 'de',
  name: {
    fr: 'Allemagne',
    en: 'Germany',
    de: 'Deutschland',
    es: 'Alemania',
    it: 'Germania',
    pt: 'Alemanha',
  },
  inName: {
    fr: 'en Allemagne',
    en: 'in Germany',
    de: 'in Deutschland',
    es: 'en Alemania',
    it: 'in Germania',
    pt: 'na Alemanha',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Exit tax** (§ 6 AStG) : quiconque quitte l’Allemagne après au moins sept ans d’assujettissement illimité sur les douze dernières années est imposé sur les plus-values latentes de ses participations d’au moins 1 % dans des sociétés de capitaux, comme en cas de vente. L’impôt peut être étalé sur sept ans et s’éteint en cas de retour dans les sept ans.',
        en: '**Exit tax** (section 6 of the Foreign Tax Act): anyone leaving Germany after at least seven years of unlimited tax liability in the last twelve is taxed on unrealised gains in holdings of at least 1% in corporations, as if sold. The tax can be paid over seven years and lapses if the person returns within seven years.',
        de: '**Wegzugsbesteuerung** (§ 6 AStG): Wer Deutschland nach mindestens sieben Jahren unbeschränkter Steuerpflicht innerhalb der letzten zwölf Jahre verlässt, versteuert die stillen Reserven in Beteiligungen an Kapitalgesellschaften ab 1 % wie bei einer Veräußerung. Die Steuer kann in sieben Jahresraten gezahlt werden und entfällt bei Rückkehr innerhalb von sieben Jahren.',
        es: '**Impuesto de salida** (§ 6 AStG): quien abandona Alemania tras al menos siete años de sujeción ilimitada en los últimos doce tributa por las plusvalías latentes de sus participaciones de al menos el 1 % en sociedades de capital, como si las vendiera. El impuesto puede pagarse en siete años y se extingue si la persona regresa en un plazo de siete años.',
        it: '**Exit tax** (§ 6 AStG): chi lascia la Germania dopo almeno sette anni di assoggettamento illimitato negli ultimi dodici è tassato sulle plusvalenze latenti delle partecipazioni di almeno l’1% in società di capitali, come in caso di cessione. L’imposta può essere pagata in sette rate annuali e si estingue in caso di ritorno entro sette anni.',
        pt: '**Exit tax** (§ 6 AStG): quem sai da Alemanha após pelo menos sete anos de sujeição ilimitada nos últimos doze é tributado sobre as mais-valias latentes das participações de pelo menos 1 % em sociedades de capitais, como se as vendesse. O imposto pode ser pago em sete prestações anuais e extingue-se em caso de regresso no prazo de sete anos.',
      },
      sources: [11],
    },
    {
      text: {
        fr: '**Assujettissement prolongé aux droits de succession** : un ressortissant allemand qui s’installe à l’étranger reste pleinement soumis aux droits de succession et de donation allemands pendant **cinq ans**, et au-delà, jusqu’à dix ans, pour ses biens allemands s’il part vers un pays à faible fiscalité. Toute planification de transmission doit en tenir compte.',
        en: '**Extended inheritance tax liability**: a German national who moves abroad remains fully subject to German inheritance and gift tax for **five years**, and beyond that, up to ten years, on German assets if moving to a low-tax country. Any succession planning has to allow for it.',
        de: '**Erweiterte Erbschaftsteuerpflicht**: Deutsche Staatsangehörige, die ins Ausland ziehen, bleiben noch **fünf Jahre** unbeschränkt erbschaft- und schenkungsteuerpflichtig, bei Wegzug in ein Niedrigsteuerland mit ihrem deutschen Vermögen darüber hinaus bis zu zehn Jahre. Jede Nachfolgeplanung muss das berücksichtigen.',
        es: '**Sujeción prolongada al impuesto de sucesiones**: un ciudadano alemán que se traslada al extranjero sigue plenamente sujeto al impuesto alemán de sucesiones y donaciones durante **cinco años**, y más allá, hasta diez años, por sus bienes en Alemania si se muda a un país de baja tributación. Cualquier planificación sucesoria debe tenerlo en cuenta.',
        it: '**Assoggettamento prolungato all’imposta di successione**: un cittadino tedesco che si trasferisce all’estero resta pienamente soggetto all’imposta tedesca di successione e donazione per **cinque anni**, e oltre, fino a dieci anni, per i beni tedeschi se si trasferisce in un Paese a bassa fiscalità. Ogni pianificazione successoria deve tenerne conto.',
        pt: '**Sujeição prolongada ao imposto sucessório**: um cidadão alemão que se muda para o estrangeiro continua plenamente sujeito ao imposto alemão sobre sucessões e doações durante **cinco anos**, e para além disso, até dez anos, quanto aos bens alemães, se se mudar para um país de baixa tributação. Qualquer planeamento sucessório tem de o ter em conta.',
      },
      sources: [10, 17],
    },
  ],
  sources,
};
