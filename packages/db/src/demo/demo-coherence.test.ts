import { ALL_RECORDS, clientForm, type FormDefinition } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { demoClients, fileSubject } from './client-data';
import { clientFileRows } from './client-file-rows';
import { demoAnswers } from './client-form-answers';
import { BRANCH_PHONES, FAITH_DIETS } from './client-personas';
import type { DemoRef, DemoRow } from './reference-data';

/**
 * The demo tells one story per person: their phone numbers belong to their branch's area, their
 * diet agrees with their faith, their language with their heritage, and every list of a client
 * file has rows to look at.
 */

const TODAY = '2026-11-22';
const clients = demoClients(TODAY);
const branchOf = (values: Record<string, unknown>) => (values.branch as DemoRef).title;

/** The questionnaire answers a demo client's file holds, as seeded. */
function answersOf(index: number, key: string) {
  const client = clients[index];
  if (!client) throw new Error('no client');
  let state = index + 1;
  const chance = {
    next: () => {
      state = (state * 16807) % 2147483647;
      return state / 2147483647;
    },
    pick: <T>(items: readonly T[]) => items[Math.floor(chance.next() * items.length)] as T,
    chance: (p: number) => chance.next() < p,
  };
  return demoAnswers(clientForm(key) as FormDefinition, chance, {
    forename: client.story.forename,
    surname: client.story.surname,
    on: TODAY,
    lean: client.story.lean,
    seed: index,
    known: client.story.known,
  });
}

describe('demo clients are coherent', () => {
  it('have landlines in their branch’s area and mobiles starting 07', () => {
    for (const client of clients) {
      const { values } = client.row;
      const code = BRANCH_PHONES[branchOf(values)]?.code ?? 'none';
      const who = `${values.forename} ${values.surname}`;
      expect(String(values.phone).startsWith(code), `${who}: ${values.phone}`).toBe(true);
      if (values.gpPhone) expect(String(values.gpPhone).startsWith(code), who).toBe(true);
      for (const contact of client.row.nested?.['client-support-network'] ?? []) {
        const { phone, mobile } = contact.values;
        if (phone) expect(String(phone).startsWith(code), `${who}'s ${phone}`).toBe(true);
        if (mobile) expect(String(mobile), `${who}'s mobile`).toMatch(/^07\d{3} \d{6}$/);
      }
    }
  });

  it('have names, languages, faith and diet that agree', () => {
    const seen = new Set<string>();
    clients.forEach((client, index) => {
      const who = `${client.story.forename} ${client.story.surname}`;
      const profile = answersOf(index, 'profile-info');
      const preferences = answersOf(index, 'preferences');
      const personal = answersOf(index, 'personal-profile');
      const diet = (preferences.dietary_needs ?? []) as string[];
      const religion = String(profile.religion);
      seen.add(religion);
      for (const [food, faiths] of Object.entries(FAITH_DIETS)) {
        if (diet.includes(food)) expect(faiths, `${who} eats ${food}`).toContain(religion);
      }
      if (religion === 'sikh') {
        expect(profile.first_language, who).toBe('Punjabi');
        expect(diet, who).toContain('vegetarian');
        expect(String(personal.hobbies), who).toMatch(/gurdwara/i);
        expect(client.story.surname, who).toMatch(/^(Kaur|Singh)$/);
      }
      if (religion === 'muslim') {
        expect(diet, who).toContain('halal');
        expect(String(personal.hobbies), who).not.toMatch(/church|chapel|gurdwara/i);
      }
      if (/gurdwara/i.test(String(personal.hobbies))) expect(religion, who).toBe('sikh');
      if (profile.first_language !== 'English') expect(profile.interpreter_needed, who).toBe('yes');
      // The pharmacy is the branch's own.
      const pharmacy = answersOf(index, 'pharmacy-contract');
      const code = BRANCH_PHONES[branchOf(client.row.values)]?.code ?? 'none';
      expect(String(pharmacy.pharmacy_phone).startsWith(code), who).toBe(true);
    });
    // A mixed community, as a Leeds agency's would be.
    expect([...seen]).toEqual(expect.arrayContaining(['christian', 'none', 'sikh', 'muslim']));
  });

  it('have rows in every list of the client file, visit template details included', () => {
    const rows = new Map<string, DemoRow[]>();
    const collect = (kind: string, list: DemoRow[]) => {
      rows.set(kind, [...(rows.get(kind) ?? []), ...list]);
      for (const row of list)
        for (const [child, children] of Object.entries(row.nested ?? {})) collect(child, children);
    };
    clients.forEach((client, index) => {
      for (const [kind, list] of Object.entries(client.row.nested ?? {})) collect(kind, list);
      for (const [kind, list] of Object.entries(clientFileRows(fileSubject(client, index), TODAY)))
        collect(kind, list);
    });
    const fileKinds = ALL_RECORDS.filter(
      (kind) => kind.parent === 'clients' || kind.parent === 'client-visit-templates',
    )
      // Uploads need stored files, hospital stays follow a status, and declined and preferred
      // carers name the carers seeded before the clients: each is seeded apart.
      .filter(
        (kind) =>
          ![
            'client-uploads',
            'client-hospital-stays',
            'client-declined-carers',
            'client-preferred-carers',
          ].includes(kind.name),
      );
    expect(fileKinds.length).toBeGreaterThan(15);
    for (const kind of fileKinds) {
      expect(rows.get(kind.name)?.length ?? 0, kind.name).toBeGreaterThan(0);
      // Each row is one a coordinator could have typed.
      for (const row of rows.get(kind.name) ?? []) {
        const values = Object.fromEntries(
          Object.entries(row.values).map(([key, value]) =>
            typeof value === 'object' && value !== null && '$ref' in value
              ? [key, '3f1c2b9e-8d4a-4c6e-9b7a-2e5f1d0c8a41']
              : [key, value],
          ),
        );
        const parsed = kind.createSchema.safeParse(values);
        expect(parsed.error?.issues ?? [], `${kind.name}: ${JSON.stringify(values)}`).toEqual([]);
      }
    }
    const details = rows.get('client-visit-template-details') ?? [];
    expect(details.length).toBeGreaterThan(rows.get('client-visit-templates')?.length ?? 0);
  });
});
