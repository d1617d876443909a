import { describe, expect, it } from 'vitest';
import { personFileSections } from '../../engine/person-files/person-file';
import { ALL_RECORDS } from '../registry';
import { staffChecklist } from './forms/staff-checklists.form';
import { CARER_FILE, EMPLOYEE_FILE } from './staff-files';
import {
  checkListName,
  checkListOf,
  STAFF_TABS,
  type StaffTab,
  sectionPercentage,
  sectionsBesideTabs,
  tabCompleted,
  tabSection,
} from './staff-tabs';

const emergency: StaffTab = {
  key: 'emergency',
  title: 'Emergency',
  source: { form: 'emergency-form' },
};
const inductionPack: StaffTab = {
  key: 'induction-pack',
  title: 'Induction Pack',
  source: { checklist: 'Induction Pack' },
};

describe('a side tab of the staff file', () => {
  it("is completed only when its percentage is the string '100'", () => {
    expect(tabCompleted(emergency, '100', [])).toBe(true);
    expect(tabCompleted(emergency, 100, [])).toBe(false);
    expect(tabCompleted(emergency, '99', [])).toBe(false);
    expect(tabCompleted(emergency, '100.0', [])).toBe(false);
    expect(tabCompleted(emergency, null, [])).toBe(false);
  });

  it("a checklist tab is completed when its entry, ' Tab' stripped, has submitted 'yes'", () => {
    expect(
      tabCompleted(inductionPack, '0', [{ name: 'Induction Pack Tab', submitted: 'yes' }]),
    ).toBe(true);
    expect(tabCompleted(inductionPack, '0', [{ name: 'Induction Pack', submitted: 'yes' }])).toBe(
      true,
    );
    expect(
      tabCompleted(inductionPack, '100', [{ name: 'Induction Pack Tab', submitted: 'no' }]),
    ).toBe(false);
    expect(tabCompleted(inductionPack, '100', [{ name: 'Uniform Tab', submitted: 'yes' }])).toBe(
      false,
    );
    // Only the trailing word goes: 'Tab Induction Pack' is another entry.
    expect(checkListName('Tab Induction Pack')).toBe('Tab Induction Pack');
    expect(checkListName('Induction Pack Tab')).toBe('Induction Pack');
  });

  it('reads the checklist questionnaire as the checkListForm entries', () => {
    const list = checkListOf(staffChecklist, { induction_pack: 'yes', uniform: 'no' });
    expect(list).toContainEqual({ name: 'Induction Pack', submitted: 'yes' });
    expect(list).toContainEqual({ name: 'Uniform', submitted: 'no' });
    expect(list).toContainEqual({ name: 'ID Badge', submitted: 'no' });
    expect(checkListOf(staffChecklist, null).every((entry) => entry.submitted === 'no')).toBe(true);
  });

  it('gives a section percentage as a string, a list 100 once it holds a record', () => {
    expect(sectionPercentage({ completion: 100, count: null })).toBe('100');
    expect(sectionPercentage({ completion: 57, count: null })).toBe('57');
    expect(sectionPercentage({ completion: null, count: 2 })).toBe('100');
    expect(sectionPercentage({ completion: null, count: 0 })).toBe('0');
  });

  it("every carer tab reads a section of the carer's file", () => {
    const sections = personFileSections(CARER_FILE, ALL_RECORDS);
    const missing = STAFF_TABS.filter((tab) => !tabSection('carers', tab, sections));
    expect(missing).toEqual([]);
  });

  it("an office employee's file has the tabs whose sections it has", () => {
    const sections = personFileSections(EMPLOYEE_FILE, ALL_RECORDS);
    const keys = STAFF_TABS.filter((tab) => tabSection('employees', tab, sections)).map(
      (tab) => tab.key,
    );
    expect(keys).toContain('emergency');
    expect(keys).not.toContain('assisted-lives-training-agreement');
  });

  it("offers each section of a staff file once: a tab's section is not in the menu beside it", () => {
    for (const [owner, file] of [
      ['carers', CARER_FILE],
      ['employees', EMPLOYEE_FILE],
    ] as const) {
      const sections = personFileSections(file, ALL_RECORDS);
      const tabbed = STAFF_TABS.flatMap((tab) => tabSection(owner, tab, sections)?.key ?? []);
      const menu = sectionsBesideTabs(owner, sections).map((section) => section.key);
      const offered = [...tabbed, ...menu];
      expect(offered.filter((key, index) => offered.indexOf(key) !== index)).toEqual([]);
      expect(new Set(offered)).toEqual(new Set(sections.map((section) => section.key)));
    }
  });

  it('leaves the menu of a file without side tabs whole', () => {
    const sections = personFileSections(CARER_FILE, ALL_RECORDS);
    expect(sectionsBesideTabs('clients', sections)).toEqual(sections);
  });
});
