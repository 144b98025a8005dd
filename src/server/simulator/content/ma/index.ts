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
        fr: '**Casablanca Finance City** : les salariés des sociétés ayant le statut CFC, hors banques et assurances, peuvent être imposés au taux de **20 %** sur leurs salaires pendant dix ans au plus à compter de leur prise de fonctions ; depuis 2026, ces dix années n’ont plus besoin d’être consécutives.',
        en: '**Casablanca Finance City**: employees of companies with CFC status, other than banks and insurers, can be taxed at a flat **20%** on their salaries for up to ten years from taking up their post; since 2026 those ten years need not be consecutive.',
        de: '**Casablanca Finance City**: Beschäftigte von Unternehmen mit CFC-Status, ausgenommen Banken und Versicherer, können ab Dienstantritt bis zu zehn Jahre lang mit **20 %** auf ihr Gehalt besteuert werden; seit 2026 müssen diese zehn Jahre nicht mehr zusammenhängen.',
        es: '**Casablanca Finance City**: los empleados de empresas con estatuto CFC, salvo bancos y aseguradoras, pueden tributar a un tipo del **20 %** sobre su salario durante un máximo de diez años desde su incorporación; desde 2026 esos diez años ya no tienen que ser consecutivos.',
        it: '**Casablanca Finance City**: i dipendenti delle società con status CFC, escluse banche e assicurazioni, possono essere tassati con un’aliquota del **20%** sugli stipendi per un massimo di dieci anni dall’entrata in servizio; dal 2026 questi dieci anni non devono più essere consecutivi.',
        pt: '**Casablanca Finance City**: os trabalhadores de empresas com estatuto CFC, exceto bancos e seguradoras, podem ser tributados a uma taxa de **20%** sobre o salário durante um máximo de dez anos a contar da entrada em funções; desde 2026 esses dez anos já não têm de ser consecutivos.',
      },
      sources: [0],
    },
  ],
  sources,
};
