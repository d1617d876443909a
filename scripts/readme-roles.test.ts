import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CARER, DEMO_ROLES, DEMO_USERS } from '@care360/db';
import { describe, expect, it } from 'vitest';

/**
 * The README's table of demo sign-ins says what each role can do: each sign-in is there, under
 * its role's name, and what the row claims about deleting, client files and bank and payroll
 * details is what the demo role holds.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The table's rows: email → what the row says of the role. */
const rows = new Map(
  [...readme.matchAll(/^\| `([^`]+@[^`]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2] as string]),
);

// The demo carer signs in to the phone app; the office's sign-ins are DEMO_USERS.
const everyone = [...Object.values(DEMO_USERS), DEMO_CARER];
const signIns = everyone.filter((user) => user.role !== 'super_admin');

describe("the README's demo sign-ins", () => {
  it('lists every demo sign-in', () => {
    expect([...rows.keys()].sort()).toEqual(everyone.map((u) => u.email).sort());
  });

  for (const user of signIns) {
    it(`says what ${user.email} can do, as the ${user.role} role holds`, () => {
      const row = rows.get(user.email) ?? '';
      const role = DEMO_ROLES.find((r) => r.key === user.role);
      expect(role, `no demo role ${user.role}`).toBeDefined();
      const holds = role?.permissions ?? [];
      expect(row.startsWith(role?.name ?? '?')).toBe(true);
      expect(row.includes('limited to')).toBe(role?.branchScoped === true);
      expect(row.includes('no deleting')).toBe(!holds.some((p) => p.endsWith('.delete')));
      expect(row.includes('no client files')).toBe(!holds.includes('clients.read'));
      const pay = holds.includes('staff-pay-details.read');
      expect(row.includes('with their bank and payroll details')).toBe(pay);
      expect(row.includes('without their bank and payroll details')).toBe(
        !pay && holds.includes('carers.read'),
      );
    });
  }
});
