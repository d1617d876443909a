import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../routes';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(DEMO_USERS.coordinator.email);
});
afterAll(() => t.close());

describe('API description', () => {
  it('describes every registered route in OpenAPI, with record bodies from the declarations', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/openapi.json', cookie });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    const create = document.paths['/api/v1/medications'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name']);
    expect(body.properties.form.anyOf[0].enum).toContain('Tablet');
    expect(create.description).toBe('Needs the permission `medications.create`.');
    const scales = document.paths['/api/v1/funder-codes/{parentId}/funder-scales'].post;
    expect(
      scales.requestBody.content['application/json'].schema.properties.ratePerHour.description,
    ).toBe('Integer pence.');
  });

  it('describes what each route answers, not a bare envelope', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/openapi.json', cookie });
    const document = response.json();
    const dataOf = (path: string, method: string) =>
      document.paths[path][method].responses['200'].content['application/json'].schema.allOf[1]
        .properties.data;
    const medicine = dataOf('/api/v1/medications/{id}', 'get');
    expect(medicine.properties.name).toBeDefined();
    expect(medicine.properties.version.type).toBe('integer');
    expect(medicine.additionalProperties).toBe(false);
    const page = dataOf('/api/v1/medications', 'get');
    expect(page.properties.items.type).toBe('array');
    expect(page.properties.nextCursor).toBeDefined();
    const csv = document.paths['/api/v1/medications/export.csv'].get.responses['200'];
    expect(Object.keys(csv.content)).toEqual(['application/octet-stream']);
  });

  it('names each operation, its session cookie, the public calls and the refusals each can give', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/openapi.json', cookie });
    const document = response.json();
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'care360_session' }),
    );
    expect(document.security).toEqual([{ session: [] }]);
    expect(document.servers[0].url).toMatch(/^http/);
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations as Record<string, { operationId: string }>).map(
        (op) => op.operationId,
      ),
    );
    expect(new Set(ids).size).toBe(allRoutes.length);
    const medicine = document.paths['/api/v1/medications/{id}'];
    expect(medicine.get.operationId).toBe('getMedicationsById');
    expect(medicine.get.security).toBeUndefined();
    expect(Object.keys(medicine.get.responses)).toEqual(['200', '401', '403', '404', 'default']);
    expect(Object.keys(medicine.put.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '422']),
    );
    const login = document.paths['/login'].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(['200', '400', '403', '429', 'default']);
    expect(login.responses['429'].headers['Retry-After']).toBeDefined();
    const reference = document.paths['/api/v1/employer-reference/{token}'].get;
    expect(reference.security).toEqual([]);
    expect(reference.parameters).toContainEqual(
      expect.objectContaining({ name: 'token', in: 'path', required: true }),
    );
    expect(reference.responses['401']).toBeUndefined();
  });

  it('shows a readable reference page at /api/docs', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>care360 API</h1>');
    expect(response.body).toContain('/api/v1/medications/{id}');
  });
});
