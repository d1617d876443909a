import type { Answers } from '@care360/domain';

/**
 * Who a demo client is, so that everything about them agrees: their name, first language,
 * faith, diet, pastimes and the phone numbers of their branch. A Punjabi-speaking Sikh client
 * eats vegetarian food and goes to the gurdwara; nobody is halal without being Muslim.
 */

export type Heritage = 'british' | 'sikh' | 'muslim' | 'polish' | 'irish';

/** Forenames that tell a heritage; every other demo forename is British. */
const HERITAGE_FORENAMES: Record<string, Heritage> = {
  Gurmeet: 'sikh',
  Jaswant: 'sikh',
  Nasreen: 'muslim',
  Tariq: 'muslim',
  Halina: 'polish',
  Bridget: 'irish',
  Patrick: 'irish',
};

/** Surnames of each heritage, women's then men's where they differ. */
const HERITAGE_SURNAMES: Record<
  Exclude<Heritage, 'british'>,
  { women: string[]; men: string[] }
> = {
  sikh: { women: ['Kaur'], men: ['Singh'] },
  muslim: { women: ['Begum', 'Khan', 'Ahmed'], men: ['Khan', 'Ahmed', 'Hussain'] },
  polish: { women: ['Nowak', 'Kowalska'], men: ['Nowak', 'Kowalski'] },
  irish: { women: ['Murphy', "O'Brien"], men: ['Murphy', "O'Brien"] },
};

const BRITISH_SURNAMES = [
  'Hargreaves',
  'Sutcliffe',
  'Ackroyd',
  'Holroyd',
  'Barraclough',
  'Illingworth',
  'Thwaite',
  'Brook',
  'Lister',
  'Greenwood',
  'Hirst',
  'Firth',
  'Haigh',
  'Marsden',
  'Crowther',
];

export const heritageOf = (forename: string): Heritage => HERITAGE_FORENAMES[forename] ?? 'british';

/**
 * The surname a demo client keeps: the generated one when it fits their forename's heritage,
 * otherwise one that does (no "Halina Kaur", no "Derek Singh").
 */
export function coherentSurname(
  forename: string,
  surname: string,
  woman: boolean,
  index: number,
): string {
  const heritage = heritageOf(forename);
  if (heritage === 'british') {
    const foreign = Object.values(HERITAGE_SURNAMES).some(
      (names) => names.women.includes(surname) || names.men.includes(surname),
    );
    return foreign ? (BRITISH_SURNAMES[index % BRITISH_SURNAMES.length] as string) : surname;
  }
  const names = HERITAGE_SURNAMES[heritage][woman ? 'women' : 'men'];
  return names.includes(surname) ? surname : (names[index % names.length] as string);
}

/** The telephone area of each demo branch: landlines there start with its code. */
export const BRANCH_PHONES: Record<string, { code: string; exchange: string }> = {
  'Leeds Central': { code: '0113', exchange: '0113 496 0' },
  Harrogate: { code: '01423', exchange: '01423 496' },
  York: { code: '01904', exchange: '01904 496' },
};

/** A landline in the branch's area (Ofcom's drama ranges where there is one), by number. */
export function branchLandline(branch: string, n: number): string {
  const phones = BRANCH_PHONES[branch] ?? BRANCH_PHONES['Leeds Central'];
  return `${phones?.exchange}${String(n % 1000).padStart(3, '0')}`;
}

/** A UK mobile from Ofcom's drama range, by number. */
export const demoMobile = (n: number) => `07700 900${String(n % 1000).padStart(3, '0')}`;

/** The branch's pharmacy, as the pharmacy contract names it. */
const PHARMACIES: Record<string, { name: string; address: string }> = {
  'Leeds Central': { name: 'Boots, Briggate', address: '19 Briggate, Leeds' },
  Harrogate: { name: 'Well Pharmacy, Harrogate', address: '12 Market Place, Harrogate' },
  York: { name: 'Jhoots Pharmacy, York', address: '4 Gillygate, York' },
};

interface Persona {
  language: string;
  english: 'fluent' | 'some' | 'little_or_none';
  religion: string;
  practices: string | null;
  ethnicity: string;
  diet: string[];
  favouriteFoods: string;
  dislikes: string;
  hotDrinks: string;
  hobbies: string;
  faith: string;
  cultural: string | null;
}

const PERSONAS: Record<Heritage, Persona[]> = {
  sikh: [
    {
      language: 'Punjabi',
      english: 'some',
      religion: 'sikh',
      practices:
        'Keeps the five Ks: never cut hair or remove the kara; cover the head for prayer. Shoes off in the house.',
      ethnicity: 'asian_indian',
      diet: ['vegetarian'],
      favouriteFoods: 'Dal, sabzi and chapati; rice pudding (kheer). No meat, fish or eggs.',
      dislikes: 'Anything containing meat, fish or eggs; very spicy food.',
      hotDrinks: 'Masala chai with milk, two sugars.',
      hobbies: 'Visits the gurdwara on Sundays, listens to kirtan on the radio, family visits.',
      faith: 'Sikh: prays (Nitnem) each morning; the gurdwara on Sundays with family.',
      cultural: 'Wears a chunni or turban; family bring langar food on Sundays.',
    },
  ],
  muslim: [
    {
      language: 'Urdu',
      english: 'some',
      religion: 'muslim',
      practices:
        'Prays five times a day: help with wudu (washing) before prayer; prayer mat faces Mecca. Same-sex carers for personal care.',
      ethnicity: 'asian_pakistani',
      diet: ['halal'],
      favouriteFoods: 'Chicken curry (halal), daal, chapati; fruit in the afternoon.',
      dislikes: 'Pork and anything not halal; alcohol in food.',
      hotDrinks: 'Tea with milk, one sugar.',
      hobbies: 'Prayer at the mosque on Fridays with a son, Urdu television, the grandchildren.',
      faith: 'Muslim: prays five times a day; fasts in Ramadan when well enough.',
      cultural: 'Modest dress; a female carer for personal care, please.',
    },
  ],
  polish: [
    {
      language: 'Polish',
      english: 'some',
      religion: 'christian',
      practices: 'Roman Catholic: a priest visits monthly; Christmas Eve (Wigilia) matters.',
      ethnicity: 'white_other',
      diet: [],
      favouriteFoods: 'Pierogi, żurek soup, rye bread with ham; cake with coffee.',
      dislikes: 'Very sweet puddings.',
      hotDrinks: 'Black tea with lemon and sugar.',
      hobbies: 'Mass at the Polish Catholic church, crosswords in Polish, radio.',
      faith: 'Roman Catholic: Mass on Sundays when possible, rosary daily.',
      cultural: 'Speaks Polish when tired or unwell; a Polish-speaking carer helps.',
    },
  ],
  irish: [
    {
      language: 'English',
      english: 'fluent',
      religion: 'christian',
      practices: 'Roman Catholic: holy communion brought by the parish on Fridays.',
      ethnicity: 'white_irish',
      diet: [],
      favouriteFoods: 'Bacon and cabbage, stew, soda bread; fish on Fridays.',
      dislikes: 'Spicy food.',
      hotDrinks: 'Strong tea, milk, no sugar.',
      hobbies: 'Mass on Sundays, the racing on television, Irish music.',
      faith: 'Roman Catholic: Mass on Sundays, rosary beads by the bed.',
      cultural: null,
    },
  ],
  british: [
    {
      language: 'English',
      english: 'fluent',
      religion: 'christian',
      practices: 'Church of England: the vicar visits now and then; enjoys Songs of Praise.',
      ethnicity: 'white_british',
      diet: [],
      favouriteFoods: 'Fish pie, shepherd’s pie, soup; a Sunday roast.',
      dislikes: 'Spicy food, mushrooms.',
      hotDrinks: 'Tea, milk and one sugar, not too hot.',
      hobbies: 'Crosswords, Emmerdale, the church coffee morning on Thursdays.',
      faith: 'Church of England; likes to watch Songs of Praise.',
      cultural: null,
    },
    {
      language: 'English',
      english: 'fluent',
      religion: 'none',
      practices: null,
      ethnicity: 'white_british',
      diet: [],
      favouriteFoods: 'Fish and chips on Fridays, cottage pie, sandwiches.',
      dislikes: 'Anything too hard to chew.',
      hotDrinks: 'Coffee, white, no sugar.',
      hobbies: 'Gardening, the cricket on the radio, Leeds United.',
      faith: 'No religion.',
      cultural: null,
    },
    {
      language: 'English',
      english: 'fluent',
      religion: 'christian',
      practices: 'Methodist: chapel on Sunday mornings; grace before meals.',
      ethnicity: 'white_british',
      diet: ['diabetic'],
      favouriteFoods: 'Porridge, ham salad, stew and dumplings; sugar-free jelly.',
      dislikes: 'Fatty meat.',
      hotDrinks: 'Tea with milk and sweetener.',
      hobbies: 'Chapel, brass band music, knitting for the grandchildren.',
      faith: 'Methodist; chapel every Sunday, a lift from a friend.',
      cultural: null,
    },
  ],
};

/** Diets that say something about faith: only the faiths that keep them may have them. */
export const FAITH_DIETS: Record<string, string[]> = {
  halal: ['muslim'],
  kosher: ['jewish'],
};

export interface DemoPersona {
  heritage: Heritage;
  branch: string;
  /** Questionnaire answers that follow from who the client is, by question id. */
  answers: Answers;
}

/** The persona of a demo client: their heritage and the answers that follow from it. */
export function demoPersona(forename: string, branch: string, index: number): DemoPersona {
  const heritage = heritageOf(forename);
  const options = PERSONAS[heritage];
  const p = options[index % options.length] as Persona;
  const pharmacy = PHARMACIES[branch] ?? PHARMACIES['Leeds Central'];
  const interpreter = p.english !== 'fluent';
  const answers: Answers = {
    first_language: p.language,
    english_level: p.english,
    interpreter_needed: interpreter ? 'yes' : 'no',
    ...(interpreter
      ? { interpreter_details: `${p.language}: book through the council’s interpreting service.` }
      : {}),
    religion: p.religion,
    ...(p.practices ? { religious_practices: p.practices } : {}),
    ethnicity: p.ethnicity,
    dietary_needs: p.diet,
    favourite_foods: p.favouriteFoods,
    food_dislikes: p.dislikes,
    hot_drinks: p.hotDrinks,
    hobbies: p.hobbies,
    faith: p.faith,
    ...(p.cultural ? { cultural_needs: p.cultural } : {}),
    pharmacy_name: pharmacy?.name ?? '',
    pharmacy_address: pharmacy?.address ?? '',
    pharmacy_phone: branchLandline(branch, 888),
  };
  return { heritage, branch, answers };
}

/** Relatives' first names by heritage: daughter, son, spouse. */
const FAMILY: Record<
  Exclude<Heritage, 'british'>,
  { daughter: string; son: string; spouse: string }
> = {
  sikh: { daughter: 'Harpreet', son: 'Manjit', spouse: 'Surinder' },
  muslim: { daughter: 'Ayesha', son: 'Imran', spouse: 'Shazia' },
  polish: { daughter: 'Katarzyna', son: 'Tomasz', spouse: 'Zofia' },
  irish: { daughter: 'Siobhan', son: 'Sean', spouse: 'Mary' },
};

/**
 * A relative's name that fits the client's family: a Sikh client's son is a Singh and his
 * daughter a Kaur; a British client's daughter does not get a Punjabi surname by chance.
 */
export function coherentRelative(
  clientForename: string,
  clientSurname: string,
  relationship: string,
  generated: string,
  index: number,
): string {
  const heritage = heritageOf(clientForename);
  const [first = '', ...rest] = generated.split(' ');
  if (heritage === 'british') {
    const surname = coherentSurname(first, rest.join(' '), true, index + 3);
    return `${first} ${surname}`;
  }
  const family = FAMILY[heritage];
  const forename =
    relationship === 'Son'
      ? family.son
      : relationship === 'Daughter'
        ? family.daughter
        : family.spouse;
  const surnames = HERITAGE_SURNAMES[heritage][relationship === 'Son' ? 'men' : 'women'];
  const surname = surnames.includes(clientSurname) ? clientSurname : (surnames[0] as string);
  return `${forename} ${surname}`;
}
