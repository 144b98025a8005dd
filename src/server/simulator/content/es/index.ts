import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Spain: state taxes with a strong regional layer (wealth and inheritance vary by region). */
export const es: JurisdictionContent = {
  code: 'es',
  name: {
    fr: 'Espagne',
    en: 'Spain',
    de: 'Spanien',
    es: 'España',
    it: 'Spagna',
    pt: 'Espanha',
  },
  inName: {
    fr: 'en Espagne',
    en: 'in Spain',
    de: 'in Spanien',
    es: 'en España',
    it: 'in Spagna',
    pt: 'em Espanha',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: 'La **loi Beckham** (article 93 de la loi sur l’IRPF) permet à qui s’installe en Espagne pour un emploi, pour diriger une société, comme entrepreneur ou comme professionnel hautement qualifié, sans y avoir résidé au cours des cinq années précédentes, d’être imposé comme un non-résident l’année de l’arrivée et les cinq suivantes : **24 %** sur les revenus du travail jusqu’à 600 000 € (47 % au-delà), la plupart des revenus étrangers restant hors champ. L’impôt sur la fortune ne vise alors que les biens situés en Espagne, le modèle 720 n’est pas dû, et le conjoint comme les enfants de moins de 25 ans peuvent bénéficier du régime.',
        en: 'The **Beckham law** (article 93 of the income tax law) lets people who move to Spain for a job, to run a company, as entrepreneurs or as highly qualified professionals, and who were not resident in the previous five years, be taxed as non-residents in the year of arrival and the next five: **24%** on employment income up to €600,000 (47% above), with most foreign income out of scope. Wealth tax then reaches only assets located in Spain, no Form 720 is due, and a spouse and children under 25 can join the regime.',
        de: 'Das **Beckham-Gesetz** (Artikel 93 des Einkommensteuergesetzes) erlaubt es Personen, die für eine Anstellung, zur Leitung eines Unternehmens, als Unternehmer oder als hochqualifizierte Fachkräfte nach Spanien ziehen und in den fünf Vorjahren nicht ansässig waren, sich im Zuzugsjahr und in den fünf Folgejahren wie Nichtansässige besteuern zu lassen: **24 %** auf Arbeitseinkünfte bis 600.000 € (47 % darüber), wobei die meisten ausländischen Einkünfte außen vor bleiben. Die Vermögensteuer erfasst dann nur in Spanien belegenes Vermögen, das Formular 720 entfällt, und Ehegatte sowie Kinder unter 25 Jahren können sich der Regelung anschließen.',
        es: 'La **Ley Beckham** (artículo 93 de la Ley del IRPF) permite a quien se traslada a España por un empleo, para dirigir una empresa, como emprendedor o como profesional altamente cualificado, sin haber sido residente en los cinco años anteriores, tributar como no residente el año de llegada y los cinco siguientes: un **24 %** sobre los rendimientos del trabajo hasta 600.000 € (47 % por encima), con la mayor parte de las rentas extranjeras fuera del impuesto. El Impuesto sobre el Patrimonio solo alcanza entonces los bienes situados en España, no se presenta el modelo 720, y el cónyuge y los hijos menores de 25 años pueden acogerse al régimen.',
        it: 'La **legge Beckham** (articolo 93 della legge sull’IRPF) consente a chi si trasferisce in Spagna per un impiego, per dirigere una società, come imprenditore o come professionista altamente qualificato, senza esservi stato residente nei cinque anni precedenti, di essere tassato come non residente nell’anno dell’arrivo e nei cinque successivi: il **24%** sui redditi di lavoro fino a 600.000 € (47% oltre), con gran parte dei redditi esteri fuori dal campo dell’imposta. La patrimoniale colpisce allora solo i beni situati in Spagna, il modello 720 non è dovuto, e il coniuge e i figli sotto i 25 anni possono aderire al regime.',
        pt: 'A **Lei Beckham** (artigo 93 da lei do IRPF) permite a quem se muda para Espanha por um emprego, para dirigir uma empresa, como empreendedor ou como profissional altamente qualificado, sem ter sido residente nos cinco anos anteriores, ser tributado como não residente no ano da chegada e nos cinco seguintes: **24 %** sobre os rendimentos do trabalho até 600 000 € (47 % acima disso), ficando a maior parte dos rendimentos estrangeiros fora do imposto. O imposto sobre o património só abrange então os bens situados em Espanha, o modelo 720 não é devido, e o cônjuge e os filhos com menos de 25 anos podem aderir ao regime.',
      },
      sources: [2],
    },
    {
      text: {
        fr: 'L’impôt sur la fortune et les droits de succession et de donation sont en grande partie fixés par les communautés autonomes : une même famille peut payer très peu à Madrid ou en Andalousie et beaucoup plus en Catalogne ou dans les Asturies. Le choix de la région compte autant que celui du pays, et l’impôt de solidarité sur les grandes fortunes limite depuis 2022 l’avantage des régions qui suppriment l’impôt sur la fortune.',
        en: 'Wealth, inheritance and gift taxes are largely set by the autonomous regions, so the same family can pay very little in Madrid or Andalusia and far more in Catalonia or Asturias. Choosing the region matters as much as choosing the country, and since 2022 the solidarity tax on large fortunes has limited the advantage of regions that waive the wealth tax.',
        de: 'Vermögen-, Erbschaft- und Schenkungsteuer werden weitgehend von den Autonomen Gemeinschaften gestaltet: Dieselbe Familie kann in Madrid oder Andalusien sehr wenig und in Katalonien oder Asturien deutlich mehr zahlen. Die Wahl der Region zählt ebenso wie die des Landes, und seit 2022 begrenzt die Solidaritätssteuer auf große Vermögen den Vorteil der Regionen, die auf die Vermögensteuer verzichten.',
        es: 'El Impuesto sobre el Patrimonio y el de Sucesiones y Donaciones dependen en gran medida de las comunidades autónomas: una misma familia puede pagar muy poco en Madrid o en Andalucía y bastante más en Cataluña o en Asturias. Elegir la comunidad pesa tanto como elegir el país, y desde 2022 el Impuesto de Solidaridad de las Grandes Fortunas limita la ventaja de las comunidades que bonifican el Patrimonio.',
        it: 'L’imposta patrimoniale e quella sulle successioni e donazioni sono in gran parte decise dalle comunità autonome: la stessa famiglia può pagare pochissimo a Madrid o in Andalusia e molto di più in Catalogna o nelle Asturie. Scegliere la regione conta quanto scegliere il Paese, e dal 2022 l’imposta di solidarietà sui grandi patrimoni limita il vantaggio delle regioni che azzerano la patrimoniale.',
        pt: 'O imposto sobre o património e o imposto sobre sucessões e doações dependem em grande parte das comunidades autónomas: a mesma família pode pagar muito pouco em Madrid ou na Andaluzia e bastante mais na Catalunha ou nas Astúrias. A escolha da região conta tanto como a do país, e desde 2022 o imposto de solidariedade sobre as grandes fortunas limita a vantagem das regiões que isentam o património.',
      },
      sources: [7, 8, 9],
    },
  ],
  sources,
};
