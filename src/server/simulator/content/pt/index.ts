import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

/** Portugal: progressive IRS, flat 28 % on investment income, no wealth or family inheritance tax. */
export const pt: JurisdictionContent = {
  code: 'pt',
  name: {
    fr: 'Portugal',
    en: 'Portugal',
    de: 'Portugal',
    es: 'Portugal',
    it: 'Portogallo',
    pt: 'Portugal',
  },
  inName: {
    fr: 'au Portugal',
    en: 'in Portugal',
    de: 'in Portugal',
    es: 'en Portugal',
    it: 'in Portogallo',
    pt: 'em Portugal',
  },
  currency: 'EUR',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: 'Depuis 2024, l’**IFICI** (article 58-A du statut des avantages fiscaux, souvent appelé « RNH 2.0 ») offre aux personnes non résidentes au Portugal au cours des cinq années précédentes un taux forfaitaire de **20 %** pendant dix ans sur leurs revenus d’activité portugais tirés d’activités qualifiantes (enseignement supérieur et recherche, start-up certifiées, emplois qualifiés dans des entreprises bénéficiant d’incitations à l’investissement ou à la R&D), et exonère la plupart des revenus étrangers. Les pensions étrangères ne sont pas exonérées, les revenus venant d’une juridiction à fiscalité privilégiée sont imposés à 35 %, et l’inscription doit être demandée au plus tard le 15 janvier de l’année suivant l’arrivée.',
        en: 'Since 2024 the **IFICI** regime (article 58-A of the Tax Benefits Statute, often called “NHR 2.0”) gives people who were not resident in Portugal in the previous five years a flat **20%** rate for ten years on Portuguese employment and business income from qualifying activities (higher education and research, certified start-ups, qualified jobs in companies with investment or R&D incentives), and exempts most foreign income. Foreign pensions are not exempt, income from a listed low-tax jurisdiction is taxed at 35%, and registration must be requested by 15 January of the year after arrival.',
        de: 'Seit 2024 bietet das **IFICI**-Regime (Artikel 58-A des Steuervergünstigungsstatuts, oft „NHR 2.0“ genannt) Personen, die in den fünf Vorjahren nicht in Portugal ansässig waren, zehn Jahre lang einen Pauschalsatz von **20 %** auf portugiesische Einkünfte aus begünstigten Tätigkeiten (Hochschule und Forschung, zertifizierte Start-ups, qualifizierte Stellen in Unternehmen mit Investitions- oder F&E-Förderung) und befreit die meisten Auslandseinkünfte. Ausländische Renten sind nicht befreit, Einkünfte aus gelisteten Niedrigsteuergebieten werden mit 35 % besteuert, und die Registrierung muss bis zum 15. Januar des auf den Zuzug folgenden Jahres beantragt werden.',
        es: 'Desde 2024, el régimen **IFICI** (artículo 58-A del Estatuto de los Beneficios Fiscales, a menudo llamado «RNH 2.0») ofrece a quienes no fueron residentes en Portugal en los cinco años anteriores un tipo fijo del **20 %** durante diez años sobre los rendimientos del trabajo y de actividades económicas obtenidos en Portugal en actividades cualificadas (enseñanza superior e investigación, startups certificadas, empleos cualificados en empresas con incentivos a la inversión o a la I+D), y exime la mayor parte de las rentas extranjeras. Las pensiones extranjeras no están exentas, las rentas procedentes de una jurisdicción de baja tributación de la lista tributan al 35 %, y la inscripción debe pedirse como tarde el 15 de enero del año siguiente a la llegada.',
        it: 'Dal 2024 il regime **IFICI** (articolo 58-A dello Statuto dei benefici fiscali, spesso chiamato «RNH 2.0») offre a chi non è stato residente in Portogallo nei cinque anni precedenti un’aliquota fissa del **20%** per dieci anni sui redditi portoghesi da attività qualificate (insegnamento universitario e ricerca, start-up certificate, impieghi qualificati in imprese con incentivi agli investimenti o alla ricerca), ed esenta la maggior parte dei redditi esteri. Le pensioni estere non sono esenti, i redditi provenienti da una giurisdizione a fiscalità privilegiata della lista sono tassati al 35%, e l’iscrizione va chiesta entro il 15 gennaio dell’anno successivo all’arrivo.',
        pt: 'Desde 2024, o **IFICI** (artigo 58.º-A do Estatuto dos Benefícios Fiscais, muitas vezes chamado «RNH 2.0») aplica durante dez anos uma taxa especial de **20 %** aos rendimentos do trabalho e empresariais obtidos em Portugal em atividades elegíveis (ensino superior e investigação, startups certificadas, postos qualificados em empresas com benefícios ao investimento ou à I&D), a quem não tenha sido residente nos cinco anos anteriores, e isenta a maior parte dos rendimentos estrangeiros. As pensões estrangeiras não estão isentas, os rendimentos de jurisdições com regime fiscal claramente mais favorável são tributados a 35 %, e a inscrição deve ser pedida até 15 de janeiro do ano seguinte ao da chegada.',
      },
      sources: [7, 6],
    },
    {
      text: {
        fr: 'Le régime des **résidents non habituels (RNH)** est fermé aux nouveaux arrivants depuis le 1er janvier 2024 : seul un groupe transitoire, devenu résident avant la fin de 2024 avec un contrat de travail, un bail, une réservation immobilière ou une demande de visa datant de 2023, a encore pu s’inscrire, et personne ne peut plus y entrer en s’installant à partir de 2025. Ceux qui en bénéficient déjà le conservent jusqu’au terme de leurs dix ans, y compris le taux de 10 % sur les pensions étrangères pour les inscrits depuis avril 2020.',
        en: 'The **non-habitual resident (NHR)** regime closed to newcomers on 1 January 2024: only a transitional group, resident by the end of 2024 with an employment contract, lease, property reservation or visa application dating from 2023, could still register, and nobody moving to Portugal from 2025 can enter it. Those already registered keep it until their ten years run out, including the 10% rate on foreign pensions for those registered since April 2020.',
        de: 'Die Regelung für **nicht gewöhnlich Ansässige (NHR)** ist seit dem 1. Januar 2024 für Neuankömmlinge geschlossen: Nur eine Übergangsgruppe, die bis Ende 2024 ansässig wurde und einen Arbeitsvertrag, Mietvertrag, eine Immobilienreservierung oder einen Visumantrag aus dem Jahr 2023 vorweisen konnte, durfte sich noch registrieren, und wer ab 2025 zuzieht, kann sie nicht mehr nutzen. Wer bereits registriert ist, behält sie bis zum Ende seiner zehn Jahre, einschließlich des Satzes von 10 % auf ausländische Renten für seit April 2020 Registrierte.',
        es: 'El régimen de **residente no habitual (RNH)** está cerrado a los recién llegados desde el 1 de enero de 2024: solo un grupo transitorio, residente antes de que acabara 2024 con un contrato de trabajo, un alquiler, una reserva de inmueble o una solicitud de visado de 2023, pudo inscribirse todavía, y nadie que se traslade a Portugal desde 2025 puede acogerse a él. Quienes ya están inscritos lo conservan hasta agotar sus diez años, incluido el tipo del 10 % sobre las pensiones extranjeras para los inscritos desde abril de 2020.',
        it: 'Il regime dei **residenti non abituali (RNH)** è chiuso ai nuovi arrivati dal 1° gennaio 2024: solo un gruppo transitorio, divenuto residente entro la fine del 2024 con un contratto di lavoro, una locazione, una prenotazione immobiliare o una domanda di visto risalenti al 2023, ha potuto ancora iscriversi, e chi si trasferisce in Portogallo dal 2025 non può più accedervi. Chi è già iscritto lo conserva fino alla scadenza dei dieci anni, compresa l’aliquota del 10% sulle pensioni estere per chi si è iscritto da aprile 2020.',
        pt: 'O regime do **residente não habitual (RNH)** está fechado a novas entradas desde 1 de janeiro de 2024: apenas um grupo transitório, que se tornou residente até ao fim de 2024 com um contrato de trabalho, um arrendamento, uma reserva de imóvel ou um pedido de visto de 2023, ainda se pôde inscrever, e quem se mude para Portugal a partir de 2025 já não o pode pedir. Quem já está inscrito mantém-no até ao fim dos seus dez anos, incluindo a taxa de 10 % sobre as pensões estrangeiras para os inscritos desde abril de 2020.',
      },
      sources: [6, 5],
    },
  ],
  sources,
};
