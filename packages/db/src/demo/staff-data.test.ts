import { ALL_RECORDS, addCalendarDays, type RecordKind, recordKind } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { type DemoRow, resolveRefs } from './reference-data';
import { type DemoStaffMember, demoStaff } from './staff-data';

const TODAY = '2026-11-26';
const FAKE_ID = '3f1c2b9e-8d4a-4c6e-9b7a-2e5f1d0c8a41';
const USERS = ['Janet Armitage', 'Comfort Boateng'].map((name, i) => ({
  id: `3f1c2b9e-8d4a-4c6e-9b7a-2e5f1d0c8a4${i + 2}`,
  name,
}));
const staff = demoStaff({
  today: TODAY,
  carerUsers: USERS,
  managers: [{ id: FAKE_ID, name: 'Priya Shah' }],
});
const carers = [...staff.meadowbank.carers, ...staff.riverside.carers];
const employees = [...staff.meadowbank.employees, ...staff.riverside.employees];
const str = (value: unknown) => String(value ?? '');
const branchOf = (member: DemoStaffMember) => (member.row.values.branch as { title: string }).title;
const section = (members: DemoStaffMember[], key: string) =>
  members.flatMap((member) => member.nested[key] ?? []);

describe('demo staff', () => {
  it('are about eighty carers and fifteen office employees, in every branch of both organisations', () => {
    expect(carers.length).toBeGreaterThanOrEqual(75);
    expect(carers.length).toBeLessThanOrEqual(85);
    expect(employees.length).toBe(15);
    for (const members of [carers, employees]) {
      expect(new Set(members.map(branchOf))).toEqual(
        new Set(['Leeds Central', 'Harrogate', 'York', 'Sheffield']),
      );
    }
  });

  it('are valid for every declaration, as if typed into the add forms', () => {
    const check = (kindName: string, row: DemoRow) => {
      const values = resolveRefs(row.values, () => FAKE_ID);
      const parsed = recordKind(kindName).createSchema.safeParse(values);
      expect(parsed.success, `${kindName}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      for (const [child, rows] of Object.entries(row.nested ?? {})) {
        for (const childRow of rows) check(`${kindName.split('-')[0]}-${child}`, childRow);
      }
    };
    for (const [owner, prefix, members] of [
      ['carers', 'carer', carers],
      ['employees', 'employee', employees],
    ] as const) {
      for (const member of members) {
        check(owner, member.row);
        for (const [key, rows] of Object.entries(member.nested)) {
          for (const row of rows) check(`${prefix}-${key}`, row);
        }
      }
    }
  });

  it('vary as a real agency does: statuses, roles, drivers and hours', () => {
    const statuses = carers.map((c) => str(c.row.values.status));
    expect(new Set(statuses)).toEqual(
      new Set(['Active', 'Senior carer active', 'Inactive', 'Rejected', 'Hospitalised']),
    );
    expect(statuses.filter((s) => s === 'Active').length).toBeGreaterThan(carers.length / 2);
    expect(new Set(carers.map((c) => c.row.values.isDriver))).toEqual(new Set([true, false]));
    expect(new Set(carers.map((c) => c.row.values.hoursType))).toEqual(
      new Set(['Fixed hours', 'Variable hours']),
    );
  });

  it('link the carers who sign in to their accounts', () => {
    for (const user of USERS) {
      const carer = carers.find((c) => c.row.values.user === user.id);
      expect(`${carer?.row.values.forename} ${carer?.row.values.surname}`).toBe(user.name);
    }
  });

  it('hold the checks a manager must act on: right to work ending, DBS missing or old', () => {
    const rtw = section(staff.meadowbank.carers, 'right-to-work').map((row) => row.values);
    const ending = rtw.filter(
      (v) =>
        v.expiresOn && str(v.expiresOn) >= TODAY && str(v.expiresOn) <= addCalendarDays(TODAY, 42),
    );
    expect(ending.length).toBeGreaterThanOrEqual(2);
    expect(rtw.filter((v) => v.expiresOn && str(v.expiresOn) < TODAY)).toHaveLength(1);
    expect(
      staff.meadowbank.carers.filter((c) => (c.nested['dbs-checks'] ?? []).length === 0),
    ).toHaveLength(1);
    const old = section(staff.meadowbank.carers, 'dbs-checks').filter(
      (row) => str(row.values.issuedOn) < addCalendarDays(TODAY, -3 * 365),
    );
    expect(old.length).toBeGreaterThan(0);
  });

  it('hold training expiring within thirty days, expired training and overdue oversight', () => {
    const training = section(staff.meadowbank.carers, 'training-records').map((row) => row.values);
    const soon = training.filter(
      (v) =>
        v.expiresOn && str(v.expiresOn) >= TODAY && str(v.expiresOn) <= addCalendarDays(TODAY, 30),
    );
    expect(soon.length).toBeGreaterThan(5);
    expect(training.filter((v) => v.expiresOn && str(v.expiresOn) < TODAY).length).toBeGreaterThan(
      0,
    );
    const lastSupervision = (c: DemoStaffMember) =>
      (c.nested.supervisions ?? [])
        .map((row) => str(row.values.heldOn))
        .sort()
        .at(-1);
    const overdue = staff.meadowbank.carers.filter((c) => {
      const last = lastSupervision(c);
      return last && last < addCalendarDays(TODAY, -92);
    });
    expect(overdue.length).toBeGreaterThan(0);
  });

  it('hold holidays approved and requested, each with its days', () => {
    const holidays = section(staff.meadowbank.carers, 'holidays');
    expect(new Set(holidays.map((h) => h.values.status))).toEqual(
      new Set(['Approved', 'Requested']),
    );
    for (const holiday of holidays) {
      expect(holiday.nested?.['holiday-details']?.length).toBeGreaterThan(0);
    }
  });

  it('fill every section of a carer’s and an office employee’s file for several people', () => {
    // From the declarations: every kind nested (at any depth) under each owner that the app can
    // add. A kind nothing in the app writes (the carers' app feedback) has no rows to invent.
    const rootOf = (kind: RecordKind): string | undefined =>
      kind.parent ? rootOf(recordKind(kind.parent)) : kind.name;
    const sections = (owner: string) =>
      ALL_RECORDS.filter(
        (kind) => kind.parent && rootOf(kind) === owner && kind.operations.create,
      ).map((kind) => kind.name);
    /** The names of the kinds each member's file holds rows of, by member. */
    const kindsHeld = (prefix: string, member: DemoStaffMember) => {
      const held = new Set<string>();
      const walk = (key: string, rows: DemoRow[]) => {
        if (rows.length > 0) held.add(`${prefix}-${key}`);
        for (const row of rows) {
          for (const [child, children] of Object.entries(row.nested ?? {})) walk(child, children);
        }
      };
      for (const [key, rows] of Object.entries(member.nested)) walk(key, rows);
      return held;
    };
    for (const [owner, prefix, members, fewest] of [
      ['carers', 'carer', staff.meadowbank.carers, 3],
      ['employees', 'employee', staff.meadowbank.employees, 2],
    ] as const) {
      const held = members.map((member) => kindsHeld(prefix, member));
      const kinds = sections(owner);
      expect(kinds.length).toBeGreaterThan(20);
      const short = kinds
        .map((kind) => [kind, held.filter((kindsOf) => kindsOf.has(kind)).length] as const)
        .filter(([, people]) => people < fewest);
      expect(short, `${owner}: sections with demo rows for fewer than ${fewest} people`).toEqual(
        [],
      );
    }
  });

  it('agree with the checks each person holds: a student visa ends with the right to work', () => {
    for (const member of [...staff.meadowbank.carers, ...staff.meadowbank.employees]) {
      const rtw = member.nested['right-to-work']?.[0]?.values;
      for (const visa of member.nested['student-visa-terms'] ?? []) {
        expect(rtw?.permission).toBe('Time-limited');
        expect(visa.values.visaEndsOn).toBe(rtw?.expiresOn);
      }
      const dbs = member.nested['dbs-checks']?.[0]?.values;
      expect((member.nested['dbs-risk-assessments'] ?? []).length > 0).toBe(
        dbs?.disclosures === 'Information disclosed',
      );
      // Nothing dated in the future that the form would refuse, nothing before they applied.
      const applied = member.nested['recruitment-info']?.[0]?.values.appliedOn;
      for (const interview of member.nested.interviews ?? []) {
        expect(str(interview.values.heldOn) > str(applied)).toBe(true);
        expect(str(interview.values.heldOn) < str(member.row.values.startDate)).toBe(true);
      }
    }
  });
});
