import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERSON_FILE_ROUTES } from 'virtual:care360/person-file-routes';
import { CLIENT_FILE, CLIENT_FORMS, type FormDefinition, recordKind } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { personFileRoutesOf } from './person-file-route-info';

const FILE_PREFIX = '/app/clients/:id/edit/';

/** The spec's questionnaire screens of the client file (the MAR chart is a page of its own). */
function specFormScreens(): { path: string; title: string }[] {
  const text = readFileSync(join(import.meta.dirname, '../../../../../docs/screens.tsv'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([path = '', , kind]) => path.startsWith(FILE_PREFIX) && kind === 'form')
    .map(([path = '', , , title = '']) => ({ path: path.slice(FILE_PREFIX.length), title }))
    .filter((screen) => screen.path !== 'marchart');
}

describe('client form routes', () => {
  it('titles each questionnaire page "Client {title}"', () => {
    const consent: FormDefinition = {
      key: 'consent',
      title: 'Consent',
      version: 1,
      purpose: 'contract',
      sections: [],
    };
    const [route] = personFileRoutesOf([{ ...CLIENT_FILE, questionnaires: [consent] }], recordKind);
    expect(route?.forms).toEqual([{ key: 'consent', path: 'consent', title: 'Client Consent' }]);
  });

  it('puts a questionnaire at the page the spec names when it declares one', () => {
    const birdie: FormDefinition = {
      key: 'birdie-form',
      path: 'birdieForm',
      title: 'Birdie Form',
      version: 1,
      purpose: 'contract',
      sections: [],
    };
    const [route] = personFileRoutesOf([{ ...CLIENT_FILE, questionnaires: [birdie] }], recordKind);
    expect(route?.forms).toEqual([
      { key: 'birdie-form', path: 'birdieForm', title: 'Client Birdie Form' },
    ]);
  });

  it('gives the app, at build time, a page for every questionnaire screen of the spec', () => {
    const CLIENT_FORM_ROUTES = PERSON_FILE_ROUTES.find((file) => file.owner === 'clients')?.forms;
    if (!CLIENT_FORM_ROUTES) throw new Error('The client file has no routes.');
    expect(CLIENT_FORM_ROUTES.map((route) => route.key)).toEqual(
      CLIENT_FORMS.map((form) => form.key),
    );
    const spec = specFormScreens();
    expect(spec).toHaveLength(20);
    const pages = CLIENT_FORM_ROUTES.map(({ path, title }) => ({ path, title }));
    expect(pages.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      spec.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });
});
