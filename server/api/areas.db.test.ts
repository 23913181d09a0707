import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../src/exam-contract';
import type { AreaDefinitions } from './areas';
import { STUDENT, createTestApp, type TestApp } from './testing/test-app';
import { TEST_COUNT, countArea } from './testing/test-area';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ [TEST_COUNT]: countArea as unknown as AreaDefinition } as AreaDefinitions);
});
afterAll(() => t.close());

describe('the areas of an app', () => {
  it('are the definitions it was built with: an area of the product it was not given is refused like any unknown one', async () => {
    expect((await t.request('GET', `/api/reports/${TEST_COUNT}`, STUDENT)).statusCode).toBe(200);
    const product = await t.request('GET', '/api/reports/loudness', STUDENT);
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual({ status: 400, message: expect.stringContaining('area') });
    const issued = await t.request('POST', '/api/official-exams', STUDENT, { area: 'loudness' });
    expect(issued.statusCode).toBe(400);
    expect((await t.request('GET', '/api/me/progress', STUDENT)).json<{ areas: { area: string }[] }>().areas.map((row) => row.area)).toEqual([TEST_COUNT]);
  });
});
