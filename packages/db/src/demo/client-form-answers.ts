import {
  type Answers,
  type FormDefinition,
  isShown,
  type Question,
  questionsOf,
} from '@care360/domain';
import { demoSignaturePng } from './signature-png';

/** The part of the demo generator a questionnaire needs: a seeded choice. */
export interface DemoChance {
  next(): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** Who a demo questionnaire is about, and how it should come out. */
export interface DemoAnswerContext {
  forename: string;
  surname: string;
  /** 'YYYY-MM-DD': the day it was filled in. */
  on: string;
  /** Scored forms lean to this level, so the demo has low, medium and high risks. */
  lean: 'low' | 'medium' | 'high';
  seed: number;
  /**
   * Answers that follow from who the client is (language, faith, diet, their branch's
   * pharmacy), by question id: they win over generated ones, so a file never contradicts itself.
   */
  known?: Answers;
}

/**
 * What an assessor would write to the free-text questions of the demo files, by question id.
 * `{name}` is the client's known-as name. Questions without an entry are left empty unless
 * required, when they get a plain sentence.
 */
const TEXT_ANSWERS: Record<string, readonly string[]> = {
  access_arrangements: [
    'Key safe by the front door; ring the bell before letting yourself in.',
    'Family let carers in at the morning call; key safe for the other calls.',
    '{name} answers the door; allow time, walks with a frame.',
  ],
  communication_notes: [
    'Wears hearing aids in both ears; check batteries weekly. Speak clearly, face to face.',
    'Good understanding; short sentences help when tired in the evening.',
  ],
  parking_notes: ['On-street parking only.', 'Use the drive; the neighbour does not mind.'],
  life_history: [
    'Born in Bradford, worked in the woollen mills for thirty years, married for 52 years.',
    'Grew up in Leeds, was a school cook, then ran the village post office with her husband.',
    'Came to Yorkshire in 1968, worked as a bus driver for First, proud of four grandchildren.',
  ],
  family: [
    'A daughter nearby who visits at weekends, a son in Manchester who phones daily.',
    'Widowed; two nieces who share shopping and appointments.',
  ],
  important_to_me: [
    'Staying in my own home, my garden, and seeing my grandchildren on Sundays.',
    'Being called {name}, a proper cup of tea, and having my church friends visit.',
    'My independence: let me do what I can for myself, even if it takes longer.',
  ],
  like_and_admire: ['A great sense of humour and always asks after the carers.'],
  hobbies: ['Crosswords, Emmerdale, listening to the radio.', 'Gardening and the cricket.'],
  good_day: ['Up and dressed by nine, a walk to the window to see the birds, visitors.'],
  bad_day: ['Pain in the knees, low mood, does not want to get out of bed.'],
  how_best_to_support_me: [
    'Explain what you are doing and wait for a yes. Let me wash my own face and hands.',
    'Be patient in the mornings; I am stiff. Chat to me while you work.',
  ],
  completed_with: ['{name} and their daughter', '{name}'],
  favourite_foods: [
    'Fish pie, soup, shepherd’s pie; small portions.',
    'Curry (mild), dal and rice.',
  ],
  food_dislikes: ['Spicy food, mushrooms.', 'Anything too hard to chew.'],
  hot_drinks: ['Tea, milk and one sugar, not too hot.', 'Coffee, white, no sugar.'],
  get_up_time: ['07:30', '08:00', '08:30'],
  bed_time: ['21:30', '22:00'],
  reason_for_referral: [
    'Discharged from St James’s after a fall at home; needs help with personal care while recovering.',
  ],
  outcomes_wanted: ['To be safe at home and regain confidence to walk to the kitchen.'],
  risks_at_referral: ['Falls; lives alone; mild memory loss.'],
  who_was_present: ['{name}, daughter and the hospital discharge nurse.'],
  pharmacist_advice: ['Pharmacy supplies a weekly blister pack; no covert administration.'],
  storage: ['Blister pack in the kitchen cupboard, locked box for controlled drugs.'],
  support_details: ['Carer pops tablets from the blister pack into a pot and watches them taken.'],
  amts_score: ['8', '9', '6'],
  actions_agreed: [
    'Pendant alarm to be worn at all times; walking frame within reach; night light in the hall.',
    'Referral to the falls clinic; rugs removed from the hallway; grab rail requested from OT.',
  ],
  if_client_falls: [
    'Do not lift. Check for injury, make comfortable, call 999 if hurt, then the office and family.',
  ],
  discussed_with: ['{name} and their next of kin'],
  height_cm: ['162', '170', '158'],
  weight_kg: ['58', '71', '49'],
  repositioning: ['Every four hours in bed overnight by family; carers check skin at each call.'],
  prevention_notes: ['Pressure cushion on the armchair; barrier cream after continence care.'],
  transfers: ['Stands from the chair with a frame and one carer’s guidance.'],
  safe_system: ['One carer; frame, bed lever and raised toilet seat in place.'],
  personal_care_need: ['Needs help to wash the lower body and feet, and with stockings.'],
  personal_care_support: ['Strip wash at the sink each morning; {name} washes face and hands.'],
  nutrition_need: ['Forgets to eat lunch; likes hot meals.'],
  nutrition_support: ['Heat a meal at lunch and leave a sandwich and a drink for tea time.'],
  medication_need: ['Cannot manage the blister pack reliably.'],
  medication_support: ['Administer from the blister pack and record on the MAR chart.'],
  mobility_need: ['Walks indoors with a frame; unsteady when tired.'],
  mobility_support: ['Walk beside {name}, frame within reach; no lifting.'],
  social_emotional_need: ['Lonely since her husband died; enjoys a chat.'],
  social_emotional_support: ['Take time to talk; remind about the Thursday lunch club.'],
  night_care_need: ['No night care; pendant alarm overnight.'],
  night_care_support: ['Check the pendant is worn before leaving the bed call.'],
  morning_routine: ['Wake gently, toilet, strip wash, dress, breakfast of porridge and tea.'],
  bed_routine: ['Help into nightwear, teeth, glass of water by the bed, pendant on, lights off.'],
  before_leaving: ['Doors locked, heating on, phone and pendant within reach.'],
  pharmacy_name: ['Boots, Briggate', 'Well Pharmacy, Harrogate', 'Jhoots Pharmacy, York'],
  pharmacy_address: ['Unit 3, High Street', '12 Market Place'],
  pharmacy_phone: ['0113 496 0888', '01423 496555', '01904 496321'],
  payer_name: ['{name} {surname}'],
  payer_address: ['As the client’s address'],
  payer_postcode: ['LS6 2AB', 'HG1 4QT', 'YO31 7EB'],
  bank_name: ['Lloyds Bank', 'NatWest', 'Barclays', 'Yorkshire Building Society'],
  account_holder: ['{name} {surname}'],
  sort_code: ['30-94-57', '60-83-71', '20-45-77'],
  account_number: ['31926819', '55779911', '40308669'],
};

const fill = (text: string, context: DemoAnswerContext) =>
  text.replaceAll('{name}', context.forename).replaceAll('{surname}', context.surname);

/** Which option a scored question takes, leaning to the client's level. */
function leanedOption(question: Question, r: DemoChance, lean: DemoAnswerContext['lean']) {
  const options = [...(question.options ?? [])].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  if (lean === 'low') return options[0];
  if (lean === 'high') return options[options.length - 1];
  return r.pick(options);
}

function answerOf(
  question: Question,
  definition: FormDefinition,
  r: DemoChance,
  context: DemoAnswerContext,
): Answers[string] {
  const scored = Boolean(definition.scoring);
  switch (question.type) {
    case 'info':
      return undefined;
    case 'choice': {
      const option = scored
        ? leanedOption(question, r, context.lean)
        : r.pick(question.options ?? []);
      return option?.value;
    }
    case 'multiChoice': {
      const options = question.options ?? [];
      const picked = options.filter(() => r.chance(0.25)).map((option) => option.value);
      return picked.length > 0 || !question.required ? picked : [options[0]?.value ?? ''];
    }
    case 'yesNo':
      if (scored && (question.scoreIfYes || question.raisesRiskTo)) {
        return context.lean === 'high' ? 'yes' : 'no';
      }
      return r.chance(0.3) ? 'yes' : 'no';
    case 'date':
      return context.on;
    case 'signature':
      return {
        image: demoSignaturePng(context.seed),
        name: `${context.forename} ${context.surname}`,
        date: context.on,
      };
    default: {
      const bank = TEXT_ANSWERS[question.id];
      if (bank) {
        const text = fill(r.pick(bank), context);
        return question.type === 'number' ? Number(text) : text;
      }
      if (!question.required) return undefined;
      if (question.type === 'number') return question.min ?? 1;
      if (question.type === 'time') return '09:00';
      return fill('Discussed and agreed with {name} at the assessment visit.', context);
    }
  }
}

/** A filled-in questionnaire as an assessor would leave it: every shown question in order. */
export function demoAnswers(
  definition: FormDefinition,
  r: DemoChance,
  context: DemoAnswerContext,
): Answers {
  const answers: Answers = {};
  for (const question of questionsOf(definition)) {
    // Later questions see earlier answers, so show-when follows what was just answered.
    if (!isShown(question, answers, definition)) continue;
    const known = context.known?.[question.id];
    const value = known !== undefined ? known : answerOf(question, definition, r, context);
    if (value !== undefined) answers[question.id] = value;
  }
  return answers;
}
