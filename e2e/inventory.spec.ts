import { ukDate } from '@care360/domain';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test, uniqueTag } from './support/admin';
import { ukTodayIso } from './support/clients';
import { createRecord, idOf } from './support/records';

interface StockItem {
  id: string;
  name: string;
  size: string | null;
  inStock: number;
}

/**
 * A uniform issued on a carer's file: the office adds it on the carer's uniform tab, it shows on
 * the inventory's uniform log, and the stock register shows the branch's stock of that item and
 * size lowered by what was issued.
 */
test('a uniform issued from a carer’s file shows on the uniform log and lowers the stock', async ({
  page,
}) => {
  // Two files and two registers are opened in turn, each a full page load.
  test.slow();
  const tag = uniqueTag();
  const leeds = await idOf(page, 'branches', 'Leeds Central');
  const stockOf = async () => {
    const { items } = await apiGet<{ items: StockItem[] }>(
      page,
      `/api/v1/stock-items?search=Tunic&branch=${leeds}&limit=25`,
    );
    const tunic = items.find((item) => item.name === 'Tunic' && item.size === 'M');
    expect(tunic, 'the demo stocks medium tunics at Leeds').toBeDefined();
    return (tunic as StockItem).inStock;
  };
  const before = await stockOf();
  const surname = `Uniform-${tag}`;
  const carer = await createRecord(page, 'carers', {
    forename: 'Ulla',
    surname,
    branch: leeds,
    status: 'Active',
  });

  await page.goto(`/app/carers/${carer.id}/edit/uniform/add`);
  await page.getByRole('combobox', { name: 'Item', exact: true }).selectOption('Tunic');
  await page.getByRole('combobox', { name: 'Size', exact: true }).selectOption('M');
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'Issued on', exact: true }).fill(ukDate(ukTodayIso()));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Carer Uniform added\..*2 taken from stock\./)).toBeVisible();

  // On the uniform log: issued today to the carer, from the branch's medium tunics.
  await page.goto('/app/inventory/uniform-log');
  await expect(page).toHaveTitle('care360 - Inventory - Uniform Log');
  const issued = page.getByRole('row').filter({ hasText: surname });
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText('Issued');
  await expect(issued).toContainText('Tunic (M)');
  await expect(issued).toContainText(ukDate(ukTodayIso()));
  await expectAccessible(page);

  // On the stock register: two fewer medium tunics at Leeds.
  await page.goto('/app/inventory');
  await expect(page).toHaveTitle('care360 - Inventory - Stock Register');
  await page.getByRole('searchbox', { name: /Search/ }).fill('Tunic');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Leeds Central' })
    .filter({ has: page.getByRole('cell', { name: 'M', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: String(before - 2), exact: true })).toBeVisible();
  expect(await stockOf()).toBe(before - 2);
});
