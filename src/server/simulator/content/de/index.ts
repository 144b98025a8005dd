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
        fr: '**Compensation des acquêts exonérée (§ 5 ErbStG)** : pour des époux mariés sous le régime légal de la participation aux acquêts (Zugewinngemeinschaft), la créance de compensation des acquêts n’est soumise ni aux droits de succession ni aux droits de donation, en plus de l’abattement de 500 000 €. Mettre fin à ce régime par contrat de mariage notarié permet ainsi de verser au conjoint, en franchise d’impôt, le montant de cette créance, soit la moitié de l’écart entre les enrichissements des deux époux pendant le mariage.',
        en: '**Tax-free equalisation of accrued gains (section 5 ErbStG)**: for spouses under the statutory regime of community of accrued gains (Zugewinngemeinschaft), the equalisation claim is free of inheritance and gift tax, on top of the €500,000 allowance. Ending the regime by a notarial marriage contract therefore lets one spouse pay the other this claim, half the difference between the two spouses’ gains during the marriage, free of tax.',
        de: '**Steuerfreier Zugewinnausgleich (§ 5 ErbStG)**: Bei Ehegatten im gesetzlichen Güterstand der Zugewinngemeinschaft ist die Ausgleichsforderung erbschaft- und schenkungsteuerfrei, zusätzlich zum Freibetrag von 500.000 Euro. Wird der Güterstand durch notariellen Ehevertrag beendet, kann die Ausgleichsforderung, also die Hälfte des Unterschieds zwischen den Zugewinnen beider Ehegatten, daher steuerfrei erfüllt werden.',
        es: '**Compensación de ganancias exenta (§ 5 ErbStG)**: en los matrimonios sujetos al régimen legal de participación en las ganancias (Zugewinngemeinschaft), el crédito de compensación no tributa ni en el impuesto de sucesiones ni en el de donaciones, además de la reducción de 500.000 €. Poner fin a ese régimen mediante capitulaciones ante notario permite así pagar al otro cónyuge, sin impuesto, ese crédito, es decir, la mitad de la diferencia entre lo que cada cónyuge ha ganado durante el matrimonio.',
        it: '**Conguaglio degli incrementi esente (§ 5 ErbStG)**: per i coniugi nel regime legale della comunione degli incrementi (Zugewinngemeinschaft), il credito di conguaglio non è soggetto né all’imposta di successione né a quella di donazione, in aggiunta alla franchigia di 500.000 euro. Sciogliere il regime con una convenzione matrimoniale notarile consente così di versare all’altro coniuge, in esenzione d’imposta, tale credito, cioè la metà della differenza tra gli incrementi patrimoniali dei due coniugi durante il matrimonio.',
        pt: '**Compensação de adquiridos isenta (§ 5 ErbStG)**: nos casamentos sujeitos ao regime legal de participação nos adquiridos (Zugewinngemeinschaft), o crédito de compensação não paga imposto sobre sucessões nem sobre doações, para além da isenção de 500 000 euros. Pôr termo a esse regime por escritura notarial permite assim pagar ao outro cônjuge, sem imposto, esse crédito, ou seja, metade da diferença entre os ganhos patrimoniais de cada cônjuge durante o casamento.',
      },
      sources: [18],
    },
    {
      text: {
        fr: '**Exonération des biens professionnels (§§ 13a et 13b ErbStG)** : une entreprise, ou une participation de plus de 25 % dans une société de capitaux, transmise par succession ou donation est exonérée à **85 %** si elle est conservée cinq ans et que la masse salariale est maintenue, ou à **100 %** sur option, à des conditions plus strictes, dont sept ans de conservation. Au-delà de 26 millions d’euros par acquisition, l’exonération se réduit ou dépend d’un examen de la capacité du bénéficiaire à payer l’impôt avec le reste de son patrimoine.',
        en: '**Business asset relief (sections 13a and 13b ErbStG)**: a business, or a holding of more than 25% in a corporation, passed on by inheritance or gift is **85%** exempt if it is kept for five years and the payroll is maintained, or **100%** exempt on option under stricter conditions, including a seven-year holding period. Above €26 million per acquisition, the relief tapers off or depends on a test of whether the recipient can pay the tax from other assets.',
        de: '**Verschonung von Betriebsvermögen (§§ 13a, 13b ErbStG)**: Begünstigtes Betriebsvermögen, etwa ein Unternehmen oder eine Beteiligung von mehr als 25 % an einer Kapitalgesellschaft, wird bei Erbschaft oder Schenkung zu **85 %** von der Steuer befreit, wenn der Erwerber es fünf Jahre behält und die Lohnsummenregelung einhält; auf Antrag sind es **100 %**, unter strengeren Voraussetzungen wie einer Behaltensfrist von sieben Jahren. Oberhalb von 26 Millionen Euro je Erwerb schmilzt die Verschonung ab oder hängt von einer Verschonungsbedarfsprüfung ab.',
        es: '**Exención de los bienes empresariales (§§ 13a y 13b ErbStG)**: una empresa, o una participación de más del 25 % en una sociedad de capital, transmitida por herencia o donación queda exenta en un **85 %** si se conserva cinco años y se mantiene la masa salarial, o en un **100 %** por opción, con requisitos más estrictos, entre ellos siete años de tenencia. Por encima de 26 millones de euros por adquisición, la exención se reduce o depende de un examen de la capacidad del beneficiario para pagar el impuesto con el resto de su patrimonio.',
        it: '**Esenzione dei beni d’impresa (§§ 13a e 13b ErbStG)**: un’impresa, o una partecipazione superiore al 25% in una società di capitali, trasferita per successione o donazione è esente all’**85%** se è mantenuta per cinque anni e il monte salari è conservato, oppure al **100%** su opzione, a condizioni più severe, tra cui sette anni di mantenimento. Oltre 26 milioni di euro per acquisizione, l’esenzione si riduce o dipende da una verifica della capacità del beneficiario di pagare l’imposta con il resto del patrimonio.',
        pt: '**Isenção dos bens empresariais (§§ 13a e 13b ErbStG)**: uma empresa, ou uma participação superior a 25 % numa sociedade de capitais, transmitida por herança ou doação fica isenta em **85 %** se for conservada cinco anos e a massa salarial for mantida, ou em **100 %** por opção, em condições mais exigentes, entre as quais sete anos de detenção. Acima de 26 milhões de euros por aquisição, a isenção diminui ou depende de uma análise da capacidade do beneficiário para pagar o imposto com o resto do património.',
      },
      sources: [19, 20],
    },
  ],
  sources,
};
