import { describe, expect, it } from 'vitest';
import {
  journeyGrows,
  scaledStepSeconds,
  testFileGrows,
  walkedScreensAtTheEnd,
} from './ci-estimate-model';

describe('which test files grow with the screens', () => {
  it('counts an area’s tests and the route walkers as growing', () => {
    for (const file of [
      'apps/server/src/modules/clients/client-forms.isolated.test.ts',
      'apps/web/src/modules/people/RolePermissionsPanel.test.tsx',
      'packages/domain/src/catalogue/clients/client-profile.test.ts',
      'apps/web/src/public/LoginPage.test.tsx',
      'packages/db/src/demo/demo-data.test.ts',
      'apps/server/src/routes.walk.2.test.ts',
      'apps/server/src/routes.property.1.test.ts',
    ])
      expect(testFileGrows(file), file).toBe(true);
  });

  it('counts the engine’s and the platform’s tests as staying', () => {
    for (const file of [
      'apps/server/src/platform/records/records.test.ts',
      'apps/web/src/platform/forms/FormRenderer.test.tsx',
      'packages/domain/src/engine/forms/form-checks.test.ts',
      'apps/server/src/main.process.test.ts',
      'apps/web/src/app/shell/AppLayout.test.tsx',
    ])
      expect(testFileGrows(file), file).toBe(false);
  });

  it('counts a journey of an area as growing and one of the platform as staying', () => {
    expect(journeyGrows('clients.spec.ts')).toBe(true);
    expect(journeyGrows('e2e/mar-doses.spec.ts')).toBe(true);
    expect(journeyGrows('sign-in.spec.ts')).toBe(false);
    expect(journeyGrows('record-screens.spec.ts')).toBe(false);
  });
});

describe('a step at more screens', () => {
  const files = [
    { file: 'engine.test.ts', seconds: 30 },
    { file: 'area.test.ts', seconds: 10 },
  ];
  const grows = (file: string) => file.startsWith('area');

  it('grows only by the growing files, each with its share of the workers’ overhead', () => {
    // 2 workers × 30 s = 60 s of worker time: 40 s in tests, 20 s overhead, 10 s per file.
    // Stays: 30 + 10 = 40; grows: 10 + 10 = 20, ×3 = 60; wall 30 × (40 + 60) / 60 = 50.
    expect(scaledStepSeconds(files, 30, 2, 3, grows)).toBeCloseTo(50);
  });

  it('is the step as it is at today’s screens', () => {
    expect(scaledStepSeconds(files, 30, 2, 1, grows)).toBeCloseTo(30);
  });

  it('grows in proportion when every file grows, and not at all when none does', () => {
    expect(scaledStepSeconds(files, 30, 2, 3, () => true)).toBeCloseTo(90);
    expect(scaledStepSeconds(files, 30, 2, 3, () => false)).toBeCloseTo(30);
  });
});

describe('the screens walk at the end', () => {
  it('walks what it walks today and every screen still to build', () => {
    // 180 walked of 450 built: 124 of the 574 are still to come.
    expect(walkedScreensAtTheEnd(180, 450, 574)).toBe(304);
  });

  it('walks no more once every screen is built', () => {
    expect(walkedScreensAtTheEnd(300, 574, 574)).toBe(300);
  });
});
