import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { createClient } from './support/clients';

/**
 * A risk assessment's rating is worked out from likelihood × severity as the coordinator
 * chooses them (the 5 × 5 matrix), never typed, and the saved list shows what the server stored.
 */
test('a risk assessment is rated live from likelihood × severity, and saved with its actions', async ({
  page,
}) => {
  const client = await createClient(page, uniqueTag());
  await page.goto(`/app/clients/${client.id}/edit/risk-assessment/add`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Risk Assessment');

  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await select('Area').selectOption('Environment');
  await textbox('Hazard').fill('Loose rug in the hallway');
  await select('Likelihood').selectOption('4 – Likely');
  await select('Severity').selectOption('4 – Major');
  const rating = textbox('Risk rating');
  await expect(rating).toHaveValue('High');
  await expect(textbox('Risk score')).toHaveValue('16');
  await expect(rating).toHaveAttribute('readonly', '');
  await textbox('Controls in place').fill('Rug taped down for now.');
  await textbox('Further action agreed').fill('Remove the rug with the client’s agreement.');
  await textbox('Action by (who)').fill('Care coordinator');
  await select('Likelihood after the actions').selectOption('1 – Rare');
  await select('Severity after the actions').selectOption('4 – Major');
  await expect(textbox('Residual risk rating')).toHaveValue('Low');
  await textbox('Assessed on').fill('20/11/2026');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // The list shows what the server stored: score, rating and the residual rating.
  const row = page.getByRole('row').filter({ hasText: 'Loose rug in the hallway' });
  await expect(row.getByRole('cell')).toContainText([
    'Environment',
    'Loose rug in the hallway',
    '16',
    'High',
    'Low',
    '20/11/2026',
  ]);
});
