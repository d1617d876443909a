import type { ChatKind } from '@care360/domain';
import { and, eq, inArray } from 'drizzle-orm';
import * as schema from '../schema';
import type { DemoSeeder } from './demo-seeder';

/**
 * The demo's chats: the on-call manager and the demo carer one to one (her last message not yet
 * read by the manager), the coordinator and a Leeds carer about a client's keys, and the Leeds
 * Central branch's group with a week of notices, and the Leeds Care Coordination team's group.
 * Times count back from `now`.
 */

interface DemoChat {
  kind: ChatKind;
  title: string | null;
  branch?: string;
  /** A team's group: the work-planner team (seeded before the chats). */
  team?: string;
  people: string[];
  /** Who wrote what, minutes before now; read marks follow the people's `readUpTo`. */
  messages: Array<{ from: string; minutesAgo: number; body: string }>;
  /** Minutes before now each person has read up to (absent: everything). */
  readUpTo?: Record<string, number>;
}

const MANAGER = 'manager@care360.local';
const ADMIN = 'admin@care360.local';
const COORDINATOR = 'coordinator@care360.local';
const CARER = 'carer@care360.local';
const JANET = 'janet.armitage@care360.local';
const COMFORT = 'comfort.boateng@care360.local';
const PIOTR = 'piotr.kowalczyk@care360.local';
const DANIEL = 'daniel.okoye@care360.local';

const HOUR = 60;
const DAY = 24 * HOUR;

const CHATS: DemoChat[] = [
  {
    kind: 'direct',
    title: null,
    people: [MANAGER, CARER],
    messages: [
      {
        from: MANAGER,
        minutesAgo: 2 * DAY + 3 * HOUR,
        body: 'Hi Ruth, could you cover Mrs Ellis’s tea call on Thursday? Janet is on leave.',
      },
      {
        from: CARER,
        minutesAgo: 2 * DAY + 2 * HOUR,
        body: 'Yes, that’s fine. Same time as usual?',
      },
      {
        from: MANAGER,
        minutesAgo: 2 * DAY + HOUR,
        body: 'Yes, 17:00 to 17:30. Thank you, it’s on your rota now.',
      },
      {
        from: CARER,
        minutesAgo: 40,
        body: 'Mr Hussain’s blister pack for next week hasn’t arrived from the pharmacy yet.',
      },
    ],
    readUpTo: { [MANAGER]: 2 * DAY + HOUR },
  },
  {
    kind: 'direct',
    title: null,
    people: [COORDINATOR, JANET],
    messages: [
      {
        from: JANET,
        minutesAgo: DAY + 5 * HOUR,
        body: 'The key safe code at Brook Lane has been changed by the family.',
      },
      {
        from: COORDINATOR,
        minutesAgo: DAY + 4 * HOUR,
        body: 'Thanks Janet, I’ve updated the client’s file. Please don’t send codes by chat.',
      },
    ],
  },
  {
    kind: 'branch',
    title: 'Leeds Central team',
    branch: 'Leeds Central',
    people: [ADMIN, MANAGER, CARER, JANET, COMFORT, PIOTR, DANIEL],
    messages: [
      {
        from: MANAGER,
        minutesAgo: 6 * DAY,
        body: 'Reminder: team meeting on Friday at 14:00 in the Park Row office.',
      },
      { from: COMFORT, minutesAgo: 6 * DAY - 30, body: 'I’ll be there.' },
      {
        from: DANIEL,
        minutesAgo: 3 * DAY,
        body: 'New gloves and aprons are in the office: please pick up a box this week.',
      },
      {
        from: MANAGER,
        minutesAgo: 5 * HOUR,
        body: 'Roadworks on the A61 this week: allow ten extra minutes for Chapel Allerton calls.',
      },
    ],
    readUpTo: { [CARER]: 3 * DAY, [PIOTR]: 6 * DAY },
  },
  {
    kind: 'team',
    title: 'Leeds Care Coordination',
    team: 'Leeds Care Coordination',
    people: [MANAGER, DANIEL],
    messages: [
      {
        from: DANIEL,
        minutesAgo: DAY + 2 * HOUR,
        body: 'Three reviews due next week: I’ve put them on the planner under my name.',
      },
      {
        from: MANAGER,
        minutesAgo: DAY + HOUR,
        body: 'Thanks. Can you take Mrs Ellis’s review too? Her daughter asked for a Tuesday.',
      },
    ],
  },
];

/** Seeds the demo's conversations; people missing from the demo are left out of them. */
export async function seedDemoChats(seeder: DemoSeeder, now: Date): Promise<void> {
  const { db, organisationId } = seeder;
  const emails = [...new Set(CHATS.flatMap((chat) => chat.people))];
  const people = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(
      and(eq(schema.users.organisationId, organisationId), inArray(schema.users.email, emails)),
    );
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  for (const chat of CHATS) {
    const members = chat.people.flatMap((email) => {
      const id = idOf.get(email);
      return id ? [{ email, id }] : [];
    });
    if (members.length < 2) continue;
    const last = Math.min(...chat.messages.map((message) => message.minutesAgo));
    const [conversation] = await db
      .insert(schema.chatConversations)
      .values({
        organisationId,
        kind: chat.kind,
        title: chat.title,
        branchId: chat.branch ? seeder.lookup('branches', chat.branch) : null,
        teamId: chat.team ? seeder.lookup('work-teams', chat.team) : null,
        directKey:
          chat.kind === 'direct'
            ? members
                .map((member) => member.id)
                .sort()
                .join(':')
            : null,
        createdBy: members[0]?.id,
        createdAt: at(Math.max(...chat.messages.map((message) => message.minutesAgo)) + 1),
        lastMessageAt: at(last),
      })
      .returning({ id: schema.chatConversations.id });
    const conversationId = conversation?.id as string;
    await db.insert(schema.chatParticipants).values(
      members.map((member) => {
        const own = chat.messages.filter((message) => message.from === member.email);
        const readUpTo = chat.readUpTo?.[member.email] ?? last;
        const lastOwn = own.length ? Math.min(...own.map((m) => m.minutesAgo)) : Infinity;
        return {
          conversationId,
          userId: member.id,
          organisationId,
          lastReadAt: at(Math.min(readUpTo, lastOwn)),
        };
      }),
    );
    await db.insert(schema.chatMessages).values(
      chat.messages.map((message) => ({
        organisationId,
        conversationId,
        senderId: idOf.get(message.from) ?? null,
        body: message.body,
        sentAt: at(message.minutesAgo),
      })),
    );
  }
}
