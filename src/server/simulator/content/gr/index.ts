import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Greece: progressive income tax, ENFIA on property, kinship-based inheritance tax, non-dom flat tax. */
export const gr: JurisdictionContent = {
  code: 'gr',
  name: {
    fr: 'Grèce',
    en: 'Greece',
    de: 'Griechenland',
    es: 'Grecia',
    it: 'Grecia',
    pt: 'Grécia',
  },
  inName: {
    fr: 'en Grèce',
    en: 'in Greece',
    de: 'in Griechenland',
    es: 'en Grecia',
    it: 'in Grecia',
    pt: 'na Grécia',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: 'Le **régime d’imposition forfaitaire des investisseurs étrangers** (article 5A du code de l’impôt sur le revenu) remplace l’impôt sur les revenus étrangers par un forfait de **100 000 € par an** (plus 20 000 € par membre de la famille) pendant quinze ans au plus, pour qui n’était pas résident fiscal grec sept des huit années précédentes et investit au moins **500 000 €** en Grèce dans les trois ans. Les biens étrangers sont alors exonérés de droits de succession et de donation.',
        en: 'The **flat-tax regime for foreign investors** (article 5A of the Income Tax Code) replaces tax on foreign income with a lump sum of **€100,000 a year** (plus €20,000 per family member) for up to fifteen years, for people who were not Greek tax residents in seven of the previous eight years and invest at least **€500,000** in Greece within three years. Foreign assets are then exempt from inheritance and gift tax.',
        de: 'Die **Pauschalbesteuerung für ausländische Investoren** (Artikel 5A des Einkommensteuergesetzbuchs) ersetzt die Steuer auf Auslandseinkünfte durch einen Pauschbetrag von **100.000 € pro Jahr** (zuzüglich 20.000 € je Familienmitglied) für bis zu fünfzehn Jahre. Voraussetzung: in sieben der acht Vorjahre nicht in Griechenland steuerlich ansässig und Investition von mindestens **500.000 €** in Griechenland binnen drei Jahren. Auslandsvermögen ist dann von der Erbschaft- und Schenkungsteuer befreit.',
        es: 'El **régimen de tributación fija para inversores extranjeros** (artículo 5A del Código del Impuesto sobre la Renta) sustituye el impuesto sobre las rentas extranjeras por una cuota fija de **100.000 € al año** (más 20.000 € por familiar) durante un máximo de quince años, para quien no haya sido residente fiscal en Grecia en siete de los ocho años anteriores e invierta al menos **500.000 €** en Grecia en tres años. Los bienes extranjeros quedan además exentos del impuesto de sucesiones y donaciones.',
        it: 'Il **regime forfettario per gli investitori stranieri** (articolo 5A del codice dell’imposta sul reddito) sostituisce l’imposta sui redditi esteri con un importo fisso di **100.000 € l’anno** (più 20.000 € per familiare) per un massimo di quindici anni, per chi non è stato residente fiscale in Grecia in sette degli otto anni precedenti e investe almeno **500.000 €** nel Paese entro tre anni. I beni esteri sono inoltre esenti dall’imposta di successione e donazione.',
        pt: 'O **regime de tributação fixa para investidores estrangeiros** (artigo 5.º-A do Código do Imposto sobre o Rendimento) substitui o imposto sobre os rendimentos estrangeiros por um montante fixo de **100 000 € por ano** (mais 20 000 € por familiar) durante até quinze anos, para quem não tenha sido residente fiscal na Grécia em sete dos oito anos anteriores e invista pelo menos **500 000 €** no país no prazo de três anos. Os bens no estrangeiro ficam ainda isentos de imposto sobre sucessões e doações.',
      },
      sources: [6],
    },
    {
      text: {
        fr: '**Régime des nouveaux actifs (article 5Γ)** : les salariés et indépendants qui transfèrent leur résidence fiscale en Grèce, sans y avoir été résidents fiscaux cinq des six années précédentes, ne sont imposés que sur **50 %** de leurs revenus d’activité grecs pendant sept ans, à condition de s’engager à y rester au moins deux ans.',
        en: '**Regime for newly arrived workers (article 5Γ)**: employees and self-employed people who move their tax residence to Greece, not having been Greek tax residents in five of the previous six years, are taxed on only **50%** of their Greek earnings for seven years, provided they commit to staying at least two years.',
        de: '**Regelung für neu zugezogene Erwerbstätige (Artikel 5Γ)**: Arbeitnehmer und Selbständige, die ihren steuerlichen Wohnsitz nach Griechenland verlegen und dort in fünf der sechs Vorjahre nicht steuerlich ansässig waren, werden sieben Jahre lang nur auf **50 %** ihrer griechischen Erwerbseinkünfte besteuert, sofern sie sich verpflichten, mindestens zwei Jahre zu bleiben.',
        es: '**Régimen de los nuevos trabajadores (artículo 5Γ)**: los trabajadores por cuenta ajena o propia que trasladan su residencia fiscal a Grecia sin haber sido residentes fiscales allí en cinco de los seis años anteriores tributan solo por el **50 %** de sus rendimientos del trabajo griegos durante siete años, siempre que se comprometan a permanecer al menos dos años.',
        it: '**Regime per i nuovi lavoratori (articolo 5Γ)**: i lavoratori dipendenti e autonomi che trasferiscono la residenza fiscale in Grecia, senza esservi stati residenti fiscali in cinque dei sei anni precedenti, sono tassati solo sul **50%** dei redditi di lavoro greci per sette anni, a condizione di impegnarsi a restare almeno due anni.',
        pt: '**Regime dos novos trabalhadores (artigo 5.º-Γ)**: os trabalhadores por conta de outrem ou independentes que transferem a residência fiscal para a Grécia, sem lá terem sido residentes fiscais em cinco dos seis anos anteriores, só são tributados sobre **50 %** dos rendimentos do trabalho gregos durante sete anos, desde que se comprometam a permanecer pelo menos dois anos.',
      },
      sources: [6],
    },
  ],
  sources,
};
