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
        fr: '**Régime de l’entreprise familiale** : les parts d’une société familiale qui exerce une véritable activité économique, et ne se borne pas pour l’essentiel à gérer un patrimoine, sont exonérées d’impôt sur la fortune et d’impôt de solidarité lorsque le titulaire en détient au moins 5 % (20 % avec ses proches) et que lui-même ou l’un d’eux la dirige contre une rémunération représentant plus de la moitié de ses revenus d’activité. Transmise par décès, ou par une donation qui remplit les conditions, au conjoint ou aux descendants, l’entreprise bénéficie en droit de l’État d’une réduction de **95 %** de sa valeur pour l’impôt sur les successions et donations, à condition d’être conservée dix ans, et de nombreuses régions vont plus loin. Une telle donation n’entraîne pas non plus d’impôt sur le revenu pour le donateur.',
        en: '**Family business relief**: shares in a family company that runs a genuine business, rather than mainly holding assets, are exempt from wealth tax and from the solidarity tax when the holder owns at least 5% (20% together with close relatives) and the holder or one of those relatives manages it for pay that makes up more than half of their earned income. When such a business passes on death, or by a qualifying gift, to the spouse or descendants, state law reduces its value by **95%** for inheritance and gift tax, provided they keep it for ten years, and many regions go further. A qualifying gift also spares the donor income tax on the gain.',
        de: '**Familienunternehmen**: Anteile an einer Familiengesellschaft mit echter unternehmerischer Tätigkeit, die nicht überwiegend Vermögen verwaltet, sind von der Vermögensteuer und der Solidaritätssteuer befreit, wenn der Inhaber mindestens 5 % hält (20 % zusammen mit nahen Angehörigen) und er selbst oder einer dieser Angehörigen die Gesellschaft gegen eine Vergütung leitet, die mehr als die Hälfte seiner Arbeits- und Geschäftseinkünfte ausmacht. Geht ein solches Unternehmen im Erbfall oder durch eine begünstigte Schenkung auf Ehegatten oder Abkömmlinge über, mindert das staatliche Recht seinen Wert für die Erbschaft- und Schenkungsteuer um **95 %**, sofern sie es zehn Jahre behalten, und viele Regionen gehen weiter. Eine solche Schenkung löst zudem beim Schenker keine Einkommensteuer auf den Wertzuwachs aus.',
        es: '**Empresa familiar**: las participaciones en una sociedad familiar que ejerce una actividad económica real, y no se dedica principalmente a gestionar un patrimonio, están exentas del Impuesto sobre el Patrimonio y del de Solidaridad cuando el titular posee al menos el 5 % (el 20 % junto con sus familiares cercanos) y él o uno de esos familiares ejerce funciones de dirección con una remuneración que supone más de la mitad de sus rendimientos del trabajo y de actividades económicas. Cuando la empresa se transmite por herencia, o por una donación que cumpla los requisitos, al cónyuge o a los descendientes, la normativa estatal reduce su valor un **95 %** en el Impuesto sobre Sucesiones y Donaciones, siempre que la conserven diez años, y muchas comunidades van más allá. Esa donación tampoco tributa en el IRPF del donante.',
        it: '**Impresa familiare**: le partecipazioni in una società di famiglia che svolge un’effettiva attività economica, e non si limita in prevalenza a gestire un patrimonio, sono esenti dall’imposta patrimoniale e da quella di solidarietà se il titolare ne detiene almeno il 5% (il 20% insieme ai familiari stretti) e lui stesso o uno di questi familiari la dirige con una retribuzione superiore alla metà dei suoi redditi di lavoro e d’impresa. Se l’impresa passa per successione, o con una donazione che abbia i requisiti, al coniuge o ai discendenti, la normativa statale ne riduce il valore del **95%** ai fini dell’imposta sulle successioni e donazioni, purché la conservino per dieci anni, e molte comunità autonome vanno oltre. Una simile donazione non fa pagare al donante nemmeno l’imposta sul reddito sulla plusvalenza.',
        pt: '**Empresa familiar**: as participações numa sociedade familiar que exerça uma verdadeira atividade económica, e não se dedique sobretudo à gestão de património, estão isentas do imposto sobre o património e do imposto de solidariedade quando o titular detém pelo menos 5 % (20 % em conjunto com os familiares próximos) e ele ou um desses familiares exerce funções de direção com uma remuneração superior a metade dos seus rendimentos do trabalho e empresariais. Quando a empresa é transmitida por morte, ou por uma doação que cumpra os requisitos, ao cônjuge ou aos descendentes, a lei estatal reduz o seu valor em **95 %** no imposto sobre sucessões e doações, desde que a conservem durante dez anos, e muitas regiões vão mais longe. Essa doação também não obriga o doador a pagar imposto sobre o rendimento pela mais-valia.',
      },
      sources: [18, 8, 19, 5],
    },
  ],
  sources,
};
