/** Morocco: progressive income tax to 37 %, flat taxes on gains, no wealth or inheritance tax, relief for foreign pensions. */
import type {JurisdictionContent} from '../types.js';
import {planning} from './planning.js';
import {sources} from './sources.js';
import {taxes} from './taxes.js';

export const ma: JurisdictionContent = {
  code: 'ma',
  name: {
    fr: 'Maroc',
    en: 'Morocco',
    de: 'Marokko',
    es: 'Marruecos',
    it: 'Marocco',
    pt: 'Marrocos',
  },
  inName: {
    fr: 'au Maroc',
    en: 'in Morocco',
    de: 'in Marokko',
    es: 'en Marruecos',
    it: 'in Marocco',
    pt: 'em Marrocos',
  },
  currency: 'MAD',
  taxes,
  planning,
  highlights: [
    {
      text: {
        fr: '**Retraités venus de l’étranger** : un retraité résident fiscal au Maroc bénéficie d’une **réduction de 80 %** de l’impôt dû sur ses pensions de source étrangère, à condition qu’elles soient transférées à titre définitif en dirhams non convertibles.',
        en: '**Retirees from abroad**: a retiree who is tax resident in Morocco gets an **80% reduction** in the income tax due on foreign-source pensions, provided they are transferred permanently into non-convertible dirhams.',
        de: '**Zugezogene Ruheständler**: In Marokko steuerlich ansässige Rentner erhalten eine **Ermäßigung von 80 %** der Steuer auf ausländische Renten, sofern diese endgültig in nicht konvertible Dirham überwiesen werden.',
        es: '**Jubilados llegados del extranjero**: un jubilado residente fiscal en Marruecos disfruta de una **reducción del 80 %** del impuesto sobre sus pensiones de fuente extranjera, siempre que se transfieran de forma definitiva en dírhams no convertibles.',
        it: '**Pensionati dall’estero**: un pensionato fiscalmente residente in Marocco ottiene una **riduzione dell’80%** dell’imposta dovuta sulle pensioni di fonte estera, purché siano trasferite in via definitiva in dirham non convertibili.',
        pt: '**Reformados vindos do estrangeiro**: um reformado residente fiscal em Marrocos beneficia de uma **redução de 80%** do imposto devido sobre pensões de fonte estrangeira, desde que sejam transferidas a título definitivo em dirhams não convertíveis.',
      },
      sources: [0],
    },
    {
      text: {
        fr: '**Casablanca Finance City** : les salariés des sociétés ayant le statut CFC, hors banques et assurances, peuvent être imposés au taux de **20 %** sur leurs salaires pendant dix ans au plus à compter de leur prise de fonctions ; depuis 2026, ces années peuvent être continues ou non, et le salarié peut opter pour le barème progressif.',
        en: '**Casablanca Finance City**: employees of companies with CFC status, other than banks and insurers, can be taxed at a flat **20%** on their salaries for up to ten years from taking up their post; since 2026 those years need not be consecutive, and an employee may opt for the progressive scale instead.',
        de: '**Casablanca Finance City**: Beschäftigte von Unternehmen mit CFC-Status, ausgenommen Banken und Versicherer, können ab Dienstantritt bis zu zehn Jahre lang mit **20 %** auf ihr Gehalt besteuert werden; seit 2026 müssen diese Jahre nicht zusammenhängen, und der Beschäftigte kann stattdessen den progressiven Tarif wählen.',
        es: '**Casablanca Finance City**: los empleados de empresas con estatuto CFC, salvo bancos y aseguradoras, pueden tributar a un tipo del **20 %** sobre su salario durante un máximo de diez años desde su incorporación; desde 2026 esos años no tienen que ser consecutivos, y el empleado puede optar por la escala progresiva.',
        it: '**Casablanca Finance City**: i dipendenti delle società con status CFC, escluse banche e assicurazioni, possono essere tassati con un’aliquota del **20%** sugli stipendi per un massimo di dieci anni dall’entrata in servizio; dal 2026 questi anni possono anche non essere consecutivi, e il dipendente può optare per la scala progressiva.',
        pt: '**Casablanca Finance City**: os trabalhadores de empresas com estatuto CFC, exceto bancos e seguradoras, podem ser tributados a uma taxa de **20%** sobre o salário durante um máximo de dez anos a contar da entrada em funções; desde 2026 esses anos não têm de ser consecutivos, e o trabalhador pode optar pela tabela progressiva.',
      },
      sources: [0, 1],
    },
  ],
  sources,
};
