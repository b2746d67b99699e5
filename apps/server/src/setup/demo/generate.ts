// The demo parish as plain data: deterministic for a seed, no database, no files.
import {
  BOARD_TITLE,
  GRADE_MAX,
  VIDEO_AD_DURATIONS_S,
  WARD_COUNT,
  BANNER_AD_COUNT,
  type BloodGroup,
} from '@parish/shared/plain/constants';
import { isValidBirthday } from '@parish/shared/plain/birthday';
import { calendarDateIn, weekDays } from '@parish/shared/plain/week';
import type { MemberInput } from '@parish/shared/members';
import type { ServiceTimeLine } from '@parish/shared/plain/service-times';
import { seededRandom, type Random } from './random.ts';
import { LEGACY_FORMER_VICAR } from './board.ts';
import {
  ABROAD,
  AT_HOME,
  EMAIL_DOMAINS,
  EVENTS,
  FEMALE_NAMES,
  HOME_PARISH,
  HOMEMAKER,
  HOUSE_NAMES,
  MALE_NAMES,
  NEWS_ITEMS,
  PARISHES,
  RELATIONS,
  RETIRED,
  STUDENT,
  WORK,
} from './names.ts';

export interface DemoHouse {
  house: string;
  houseEng: string;
  ward: number;
  /** Index of a demo house photo, or null for a family without one. */
  photo: number | null;
  members: MemberInput[];
}

/** Blood groups in roughly the proportions seen in Kerala. */
const BLOOD_WEIGHTS: [BloodGroup, number][] = [
  ['O+', 37],
  ['B+', 31],
  ['A+', 22],
  ['AB+', 6.5],
  ['O-', 1.4],
  ['B-', 1.1],
  ['A-', 0.7],
  ['AB-', 0.3],
];

export const HOUSE_PHOTO_COUNT = 16;
const MEMBERS_PER_HOUSE = 4.4;

/** An Indian mobile, E.164. */
function mobile(r: Random): string {
  const prefix = r.pick(['94', '95', '96', '97', '98', '99', '70', '73', '75', '80', '81', '88', '90']);
  return `+91${prefix}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
}

/**
 * The number of a member living abroad, E.164, made from the Indian one already drawn (no extra
 * draws, so the rest of the demo stays as it was): mobiles of the country, with its own lengths.
 */
const FOREIGN_MOBILE: Record<string, (d: string) => string> = {
  ദുബായ്: (d) => `+9715${'02568'[Number(d[2]) % 5]}${d.slice(3)}`,
  'യു.കെ.': (d) => `+447${'456789'[Number(d[1]) % 6]}${d.slice(2)}`,
  കാനഡ: (d) =>
    `+1${['416', '647', '905', '604', '403', '780', '613'][Number(d[2]) % 7]}` +
    `${2 + (Number(d[3]) % 8)}${d.slice(4, 6)}${d.slice(6)}`,
  ഓസ്ട്രേലിയ: (d) => `+614${d.slice(2)}`,
  കുവൈറ്റ്: (d) => `+965${'569'[Number(d[2]) % 3]}${d.slice(3)}`,
  ജർമ്മനി: (d) => `+491${'567'[Number(d[2]) % 3]}${d.slice(2)}`,
};

function phoneIn(location: string, indian: string): string {
  const foreign = FOREIGN_MOBILE[location];
  return indian && foreign ? foreign(indian.slice(3)) : indian;
}

function birthday(r: Random): { birthMonth: number; birthDay: number } {
  for (;;) {
    const birthMonth = r.int(1, 12);
    const birthDay = r.int(1, 31);
    if (isValidBirthday(birthMonth, birthDay)) return { birthMonth, birthDay };
  }
}

function person(
  r: Random,
  male: boolean,
  age: number,
  relation: string,
  houseEng: string,
  origin: string,
): MemberInput {
  const [name, nameEng] = r.pick(male ? MALE_NAMES : FEMALE_NAMES);
  const working = age >= 22 && age < 62;
  const work =
    age < 22 ? (age >= 4 ? STUDENT : '') : !working ? RETIRED : !male && r.chance(0.35) ? HOMEMAKER : r.pick(WORK);
  const abroad = age >= 22 && age < 50 && r.chance(0.22);
  const hasPhone = age >= 16 && r.chance(0.85);
  // Drawn in this order, as before phones were E.164: the same seed gives the same parish.
  const indianPhone = hasPhone ? mobile(r) : '';
  const location = abroad ? r.pick(ABROAD) : AT_HOME;
  return {
    name,
    nameEng: `${nameEng} ${houseEng}`,
    age,
    work,
    phone: phoneIn(location, indianPhone),
    HOH: false,
    gender: male,
    relation,
    origin,
    location,
    blood: r.weighted(BLOOD_WEIGHTS),
    ...birthday(r),
    email:
      age >= 18 && r.chance(0.45)
        ? `${nameEng.toLowerCase()}.${houseEng.toLowerCase()}${r.int(1, 99)}@${r.pick(EMAIL_DOMAINS)}`
        : '',
  };
}

/** One family: a head, usually a spouse, children, sometimes a parent and grandchildren. */
function family(r: Random, ward: number, house: [string, string], memberTarget: number): DemoHouse {
  const [houseMl, houseEng] = house;
  const own = `${HOME_PARISH},${houseMl}`;
  const fromElsewhere = () => `${r.pick(PARISHES)},${r.pick(HOUSE_NAMES)[0]}`;
  const headMale = r.chance(0.88);
  const headAge = r.int(30, 82);
  const head = person(r, headMale, headAge, headMale ? RELATIONS.head : RELATIONS.headF, houseEng, own);
  head.HOH = true;
  const members: MemberInput[] = [head];
  if (r.chance(headMale ? 0.9 : 0.25)) {
    members.push(
      person(
        r,
        !headMale,
        Math.max(24, headAge - r.int(2, 7)),
        headMale ? RELATIONS.wife : RELATIONS.husband,
        houseEng,
        headMale ? fromElsewhere() : own,
      ),
    );
  }
  if (headAge < 58 && r.chance(0.35)) {
    const male = r.chance(0.4);
    members.push(
      person(
        r,
        male,
        Math.min(100, headAge + r.int(24, 32)),
        male ? RELATIONS.father : RELATIONS.mother,
        houseEng,
        male ? own : fromElsewhere(),
      ),
    );
  }
  let children = Math.max(0, memberTarget - members.length);
  while (children-- > 0) {
    const male = r.chance(0.5);
    const age = Math.max(0, headAge - r.int(24, 38));
    members.push(person(r, male, age, male ? RELATIONS.son : RELATIONS.daughter, houseEng, own));
    if (male && age > 27 && r.chance(0.6)) {
      members.push(person(r, false, age - r.int(1, 5), RELATIONS.daughterInLaw, houseEng, fromElsewhere()));
      const g = r.chance(0.5);
      if (r.chance(0.7))
        members.push(
          person(
            r,
            g,
            r.int(0, Math.max(0, age - 25)),
            g ? RELATIONS.grandson : RELATIONS.granddaughter,
            houseEng,
            own,
          ),
        );
      children--;
    }
  }
  return { house: houseMl, houseEng, ward, photo: r.chance(0.7) ? r.int(0, HOUSE_PHOTO_COUNT - 1) : null, members };
}

export interface DemoBoardMember {
  name: string;
  house: string;
  group: string;
  phone: string;
  title: number;
  ward: number | null;
  grade: number | null;
  duration: string;
  isCurrent: boolean;
  photo: number | null;
}

function boardMember(r: Random, title: number, extra: Partial<DemoBoardMember> = {}): DemoBoardMember {
  const male = extra.name ? true : r.chance(0.6);
  const [name] = r.pick(male ? MALE_NAMES : FEMALE_NAMES);
  const [house] = r.pick(HOUSE_NAMES);
  return {
    name,
    house,
    group: '',
    phone: mobile(r),
    title,
    ward: null,
    grade: null,
    duration: '',
    isCurrent: true,
    photo: r.int(0, 11),
    ...extra,
  };
}

const PRIESTS = [
  'ജോസഫ് പുത്തൻപുരയ്ക്കൽ',
  'തോമസ് കുന്നേൽ',
  'മാത്യു വടക്കേൽ',
  'ജോർജ് മാളിയേക്കൽ',
  'സെബാസ്റ്റ്യൻ ചിറയിൽ',
  'ആന്റണി കരോട്ട്',
  'ജെയിംസ് പാലയ്ക്കൽ',
  'ഫ്രാൻസിസ് ഇലഞ്ഞിക്കൽ',
  'കുര്യൻ തോട്ടത്തിൽ',
];
const SISTERS = [
  'സി. മേരി ഫിലോമിന',
  'സി. ആൻസി ജോസ്',
  'സി. ലിസ്സി മരിയ',
  'സി. റോസ് തെരേസ്',
  'സി. ജെസ്സി ആന്റണി',
  'സി. ഗ്രേസ് മാത്യു',
  'സി. ടെസ്സി പോൾ',
  'സി. ക്ലാര ജോസഫ്',
];

function board(r: Random): DemoBoardMember[] {
  const out: DemoBoardMember[] = [];
  out.push(boardMember(r, BOARD_TITLE.vicar, { name: PRIESTS[0], group: 'വികാരി', duration: '2022 - ' }));
  out.push(boardMember(r, BOARD_TITLE.coordinator, { group: 'കോർഡിനേറ്റർ' }));
  for (let i = 0; i < 2; i++) out.push(boardMember(r, BOARD_TITLE.treasurer, { group: 'കൈക്കാരൻ' }));
  for (let ward = 1; ward <= WARD_COUNT; ward++) {
    out.push(boardMember(r, BOARD_TITLE.wardCommittee, { ward, group: 'പ്രസിഡന്റ്' }));
    out.push(boardMember(r, BOARD_TITLE.wardCommittee, { ward, group: 'സെക്രട്ടറി' }));
    out.push(boardMember(r, BOARD_TITLE.wardCommittee, { ward, group: 'ട്രഷറർ' }));
  }
  for (let i = 0; i < 12; i++) out.push(boardMember(r, BOARD_TITLE.parishCouncillor, { group: 'പാരിഷ് കൗൺസിൽ അംഗം' }));
  for (let grade = 0; grade <= GRADE_MAX; grade++)
    out.push(boardMember(r, BOARD_TITLE.classTeacher, { grade, group: 'ക്ലാസ് ടീച്ചർ' }));
  out.push(boardMember(r, BOARD_TITLE.secretary, { group: 'സെക്രട്ടറി' }));
  for (let i = 0; i < 6; i++)
    out.push(boardMember(r, BOARD_TITLE.dedicated, { group: r.pick(['വൈദികൻ', 'സന്യാസിനി', 'സന്യാസി']) }));
  let end = 2022;
  for (const name of PRIESTS.slice(1)) {
    const start = end - r.int(3, 7);
    out.push(
      boardMember(r, BOARD_TITLE.formerVicar, {
        name,
        group: 'മുൻ വികാരി',
        duration: `${start} - ${end}`,
        isCurrent: false,
      }),
    );
    end = start;
  }
  out.push(LEGACY_FORMER_VICAR);
  SISTERS.forEach((name, i) =>
    out.push(
      boardMember(r, BOARD_TITLE.convent, {
        name,
        group: i === 0 ? 'മദർ സുപ്പീരിയർ' : 'സന്യാസിനി',
        isCurrent: i < 5,
        duration: i < 5 ? '' : `${2005 + i} - ${2012 + i}`,
      }),
    ),
  );
  out.push(boardMember(r, BOARD_TITLE.councilSecretary, { group: 'പാരിഷ് കൗൺസിൽ സെക്രട്ടറി' }));
  out.push(boardMember(r, BOARD_TITLE.caretaker, { group: 'ശുശ്രൂഷി' }));
  out.push(boardMember(r, BOARD_TITLE.teachersPhoto, { name: 'മതബോധന അധ്യാപകർ 2025', group: 'അധ്യാപകർ' }));
  return out;
}

export interface DemoStudent {
  name: string;
  house: string;
  group: string;
  birthMonth: number;
  birthDay: number;
  gender: boolean;
  grade: number;
}

/**
 * Students; the first 13 have birthdays in the week of `today` (docs/product.md "Catechism home", India's
 * Monday–Sunday: the rule the server answers with), one in every grade.
 */
function students(r: Random, count: number, today: Date): DemoStudent[] {
  const week = weekDays(calendarDateIn(today));
  const out: DemoStudent[] = [];
  for (let i = 0; i < count; i++) {
    const gender = r.chance(0.5);
    let b = birthday(r);
    if (i <= GRADE_MAX) {
      const d = week[i % week.length];
      b = { birthMonth: d.month, birthDay: d.day };
    }
    out.push({
      name: r.pick(gender ? MALE_NAMES : FEMALE_NAMES)[0],
      house: r.pick(HOUSE_NAMES)[0],
      group: `വാർഡ് ${r.int(1, WARD_COUNT)}`,
      ...b,
      gender,
      grade: i % (GRADE_MAX + 1),
    });
  }
  return out;
}

export interface DemoContact {
  name: string;
  house: string;
  institution: string;
  location: string;
  phone: string;
  altPhone: string;
  type: string | null;
  nameInEng: string;
}

function contacts(r: Random): DemoContact[] {
  const centres: [string, string, string, string][] = [
    ['പള്ളി ഓഫീസ്', 'സെന്റ് മേരീസ് പള്ളി', '1', 'church office/parish office/palli office'],
    ['കോൺവെന്റ്', 'എഫ്.സി.സി. കോൺവെന്റ്', '1', 'convent/fcc convent/madhom'],
    ['സെന്റ് മേരീസ് ഹൈസ്കൂൾ', 'സ്കൂൾ', '2', 'st marys high school/school'],
    ['സെന്റ് ജോസഫ് എൽ.പി. സ്കൂൾ', 'സ്കൂൾ', '2', 'st joseph lp school/lp school'],
    ['കാരിത്താസ് ആശുപത്രി', 'ആശുപത്രി', '3', 'caritas hospital/hospital'],
    ['പ്രാഥമികാരോഗ്യ കേന്ദ്രം', 'ആശുപത്രി', '3', 'phc/primary health centre'],
    ['പോലീസ് സ്റ്റേഷൻ', 'പോലീസ്', '4', 'police station/police'],
    ['ഫയർ സ്റ്റേഷൻ', 'അഗ്നിശമന സേന', '4', 'fire station/fire force'],
    ['പഞ്ചായത്ത് ഓഫീസ്', 'പഞ്ചായത്ത്', '5', 'panchayat office/panchayath'],
    ['വില്ലേജ് ഓഫീസ്', 'റവന്യൂ', '5', 'village office/villege office'],
    ['ആംബുലൻസ് സർവീസ്', 'ചാരിറ്റി സൊസൈറ്റി', '6', 'ambulance/charity ambulance'],
    ['കെ.എസ്.ഇ.ബി. ഓഫീസ്', 'വൈദ്യുതി', '6', 'kseb/electricity office'],
  ];
  return centres.map(([name, institution, type, nameInEng]) => ({
    name,
    house: '',
    institution,
    location: 'കുറവിലങ്ങാട്',
    phone: r.chance(0.5) ? `+91482${r.int(2200000, 2299999)}` : mobile(r),
    altPhone: r.chance(0.3) ? mobile(r) : '',
    type,
    nameInEng,
  }));
}

const HISTORY = [
  'ഒന്നര നൂറ്റാണ്ടിലേറെ പഴക്കമുള്ള നമ്മുടെ ഇടവക, മീനച്ചിൽ താലൂക്കിലെ ആദ്യകാല ക്രൈസ്തവ സമൂഹങ്ങളിൽ ഒന്നാണ്. 1872-ൽ ' +
    'ഏതാനും കുടുംബങ്ങൾ ചേർന്ന് ഒരു ഓലമേഞ്ഞ കപ്പേള നിർമ്മിച്ചതോടെയാണ് ഇടവകയുടെ ചരിത്രം ആരംഭിക്കുന്നത്.',
  // prettier-ignore
  '1905-ൽ ഇടവകയായി ഉയർത്തപ്പെട്ടു. ആദ്യ വികാരിയായി നിയമിതനായ ബഹുമാനപ്പെട്ട അച്ചന്റെ ' +
    'നേതൃത്വത്തിൽ കല്ലുകൊണ്ടുള്ള ആദ്യ ദേവാലയം പണിതു.',
  '1960-കളിൽ ഇടവകാംഗങ്ങളുടെ എണ്ണം വർദ്ധിച്ചതോടെ ഇപ്പോഴത്തെ ദേവാലയത്തിന്റെ നിർമ്മാണം ആരംഭിച്ചു. 1968-ൽ അഭിവന്ദ്യ ' +
    'മെത്രാൻ ദേവാലയം കൂദാശ ചെയ്തു.',
  'ഇന്ന് 21 കുടുംബ യൂണിറ്റുകളിലായി എണ്ണൂറോളം കുടുംബങ്ങൾ ഇടവകയിലുണ്ട്. മതബോധന വിഭാഗം, ചാരിറ്റി സൊസൈറ്റി, യുവജന ' +
    'സംഘടനകൾ എന്നിവ സജീവമായി പ്രവർത്തിക്കുന്നു.',
  // prettier-ignore
  'ഇടവകയുടെ ശതാബ്ദി ആഘോഷങ്ങളുടെ ഭാഗമായി 2025-ൽ ഒരു ജൂബിലി സ്മരണിക പ്രസിദ്ധീകരിച്ചു. ഈ ' +
    'വെബ്സൈറ്റ് ആ സ്മരണികയുടെ തുടർച്ചയാണ്.',
];

const FAQ: [string, string][] = [
  [
    'ഇടവകയിൽ അംഗത്വം എടുക്കുന്നത് എങ്ങനെ?',
    // prettier-ignore
    'പള്ളി ഓഫീസിൽ നിന്ന് ലഭിക്കുന്ന അപേക്ഷാഫോം പൂരിപ്പിച്ച്, മുൻ ഇടവകയിൽ നിന്നുള്ള കത്ത് ' +
      'സഹിതം വികാരിയച്ചന് സമർപ്പിക്കുക.',
  ],
  [
    'മാമ്മോദീസയ്ക്ക് എന്തെല്ലാം രേഖകൾ വേണം?',
    // prettier-ignore
    'കുഞ്ഞിന്റെ ജനന സർട്ടിഫിക്കറ്റ്, മാതാപിതാക്കളുടെ വിവാഹ സർട്ടിഫിക്കറ്റ്, ' +
      'തലതൊട്ടപ്പന്റെയും തലതൊട്ടമ്മയുടെയും ഇടവക സാക്ഷ്യപത്രം.',
  ],
  [
    'വിവാഹത്തിന് എത്ര നാൾ മുൻപ് അറിയിക്കണം?',
    'കുറഞ്ഞത് മൂന്ന് മാസം മുൻപ് വികാരിയച്ചനെ നേരിൽ കണ്ട് അറിയിക്കുകയും വിവാഹ ഒരുക്ക കോഴ്സിൽ പങ്കെടുക്കുകയും വേണം.',
  ],
  ['കുമ്പസാരം എപ്പോഴാണ്?', 'എല്ലാ ശനിയാഴ്ചയും വൈകുന്നേരം 4 മുതൽ 6 വരെയും ഞായറാഴ്ച രാവിലെ കുർബാനയ്ക്ക് മുൻപും.'],
  ['ഞായറാഴ്ച കുർബാനയുടെ സമയം?', 'രാവിലെ 6.00, 7.30, 9.30, വൈകുന്നേരം 4.30.'],
  // prettier-ignore
  [
    'ചാരിറ്റി സൊസൈറ്റിയുടെ സഹായം എങ്ങനെ ലഭിക്കും?',
    'വാർഡ് പ്രസിഡന്റ് മുഖേന അപേക്ഷ നൽകുക. കമ്മിറ്റി പരിശോധിച്ച് തീരുമാനമെടുക്കും.',
  ],
  // prettier-ignore
  [
    'മരണാനന്തര ചടങ്ങുകൾക്ക് ആരെ ബന്ധപ്പെടണം?',
    'വികാരിയച്ചനെയോ ശുശ്രൂഷിയെയോ ഫോണിൽ ബന്ധപ്പെടുക. വാർഡ് കമ്മിറ്റി സഹായത്തിനുണ്ടാകും.',
  ],
  ['മതബോധന ക്ലാസുകൾ എപ്പോൾ?', 'എല്ലാ ഞായറാഴ്ചയും രാവിലെ 8.30 മുതൽ 9.30 വരെ, പാരിഷ് ഹാളിലും സ്കൂൾ കെട്ടിടത്തിലും.'],
  ['പള്ളി ഓഫീസ് പ്രവർത്തന സമയം?', 'തിങ്കൾ മുതൽ ശനി വരെ രാവിലെ 9 മുതൽ വൈകുന്നേരം 5 വരെ. ഉച്ചയ്ക്ക് 1 മുതൽ 2 വരെ ഇടവേള.'],
  ['സർട്ടിഫിക്കറ്റുകൾ എങ്ങനെ ലഭിക്കും?', 'പള്ളി ഓഫീസിൽ അപേക്ഷ നൽകിയാൽ മൂന്ന് പ്രവൃത്തി ദിവസത്തിനകം ലഭിക്കും.'],
  // prettier-ignore
  ['ഭവന സന്ദർശനം എപ്പോൾ?', 'വികാരിയച്ചൻ ഓരോ വാർഡിലും വർഷത്തിലൊരിക്കൽ ഭവന സന്ദർശനം നടത്തുന്നു; തീയതി വാർഡ് ' +
    'യോഗത്തിൽ അറിയിക്കും.'],
];

const SANDESHAM: [string, string, 'video' | 'audio'][] = [
  ['ഫാ. ജോസഫ് പുത്തൻപുരയ്ക്കൽ', 'നോമ്പുകാല സന്ദേശം', 'audio'],
  ['ഫാ. തോമസ് കുന്നേൽ', 'കുടുംബം: ഒരു ദേവാലയം', 'video'],
  ['സി. മേരി ഫിലോമിന', 'പ്രാർത്ഥനയുടെ ശക്തി', 'audio'],
  ['ഫാ. മാത്യു വടക്കേൽ', 'ക്രിസ്മസ് സന്ദേശം', 'video'],
  ['ഫാ. ജോർജ് മാളിയേക്കൽ', 'യുവജനങ്ങളോട്', 'audio'],
];

/** The demo's sponsors (Malayalam names): banner i and video ad i are sponsor i's. */
export const DEMO_SPONSORS = [
  'സെന്റ് മേരീസ് ജ്വല്ലറി',
  'കുന്നേൽ ടെക്സ്റ്റൈൽസ്',
  'പാലാ മോട്ടോഴ്സ്',
  'ഗ്രീൻ വാലി ബേക്കറി',
  'കാരിത്താസ് ഫാർമസി',
  'ഹോളി ക്രോസ് ട്രാവൽസ്',
  'മലനാട് റബ്ബർ',
  'ജോസ് ഇലക്ട്രിക്കൽസ്',
  'സ്നേഹ ഓഡിറ്റോറിയം',
  'ന്യൂ ലൈഫ് ഹോസ്പിറ്റൽ',
  'ഫാത്തിമ ബുക്ക് സ്റ്റാൾ',
  'റോയൽ ഫർണിച്ചർ',
  'കൈരളി സൂപ്പർമാർക്കറ്റ്',
  'ജെ.കെ. ഹാർഡ്‌വെയേഴ്സ്',
  'സാന്തോം സ്കൂൾ',
  'മരിയ കാറ്ററിംഗ്',
  'ആൽഫ കമ്പ്യൂട്ടേഴ്സ്',
  'ബെഥനി ഹോംസ്',
];

export interface DemoParish {
  houses: DemoHouse[];
  board: DemoBoardMember[];
  students: DemoStudent[];
  contacts: DemoContact[];
  news: { title: string; news: string; photo: number | null; daysAgo: number }[];
  events: { event: string; images: number }[];
  history: string;
  departed: { name: string; house: string; yod: number; phone: string; photo: number | null }[];
  faq: { question: string; answer: string }[];
  sandesham: { name: string; title: string; fileType: 'video' | 'audio' }[];
  bannerAds: { title: string; type: 'image' }[];
  videoAds: { title: string; duration: number }[];
  /** The settings' Mass and office times (a real parish starts with none). */
  serviceTimes: { massTimes: ServiceTimeLine[]; officeHours: ServiceTimeLine[] };
}

const SERVICE_TIMES: DemoParish['serviceTimes'] = {
  massTimes: [
    { label: 'ഞായർ', times: '6:00, 7:30, 9:30, വൈകിട്ട് 4:30' },
    { label: 'തിങ്കൾ – ശനി', times: 'രാവിലെ 6:15, വൈകിട്ട് 6:00' },
    { label: 'ആദ്യ വെള്ളി', times: 'രാവിലെ 6:15, 10:00, വൈകിട്ട് 5:00' },
  ],
  officeHours: [
    { label: 'തിങ്കൾ – ശനി', times: 'രാവിലെ 9:30 – 12:30, ഉച്ചകഴിഞ്ഞ് 2:00 – 5:00' },
    { label: 'ഞായർ', times: 'രാവിലെ 8:00 – 11:30' },
  ],
};

export function generateParish(opts: { seed?: number; members?: number; today?: Date } = {}): DemoParish {
  const r = seededRandom(opts.seed ?? 2025);
  const targetMembers = opts.members ?? 3500;
  const houseCount = Math.round(targetMembers / MEMBERS_PER_HOUSE);
  const houses: DemoHouse[] = [];
  for (let i = 0; i < houseCount; i++) {
    const ward = (i % WARD_COUNT) + 1;
    houses.push(
      family(
        r,
        ward,
        r.pick(HOUSE_NAMES),
        r.weighted([
          [2, 2],
          [3, 3],
          [4, 5],
          [5, 5],
          [6, 3],
          [7, 1],
        ]),
      ),
    );
  }
  return {
    houses,
    board: board(r),
    students: students(r, 300, opts.today ?? new Date()),
    contacts: contacts(r),
    news: NEWS_ITEMS.map(([title, news], i) => ({
      title,
      news,
      photo: i % 2 === 0 ? i % 6 : null,
      daysAgo: i * 5 + 1,
    })),
    // 8–20 photos an event; the newest has 20 (the event the gallery's figures are measured on).
    events: EVENTS.map((event, i) => {
      const images = r.int(8, 20);
      return { event, images: i === EVENTS.length - 1 ? 20 : images };
    }),
    history: HISTORY.join('##'),
    departed: Array.from({ length: 40 }, (_, i) => {
      const male = r.chance(0.5);
      return {
        name: r.pick(male ? MALE_NAMES : FEMALE_NAMES)[0],
        house: r.pick(HOUSE_NAMES)[0],
        yod: 2025 - Math.floor(i / 3),
        phone: r.chance(0.6) ? mobile(r) : '',
        photo: r.chance(0.8) ? r.int(0, 11) : null,
      };
    }),
    faq: FAQ.map(([question, answer]) => ({ question, answer })),
    sandesham: SANDESHAM.map(([name, title, fileType]) => ({ name, title, fileType })),
    bannerAds: DEMO_SPONSORS.slice(0, BANNER_AD_COUNT).map((title) => ({ title, type: 'image' as const })),
    videoAds: VIDEO_AD_DURATIONS_S.map((duration, i) => ({ title: DEMO_SPONSORS[i], duration })),
    serviceTimes: SERVICE_TIMES,
  };
}
