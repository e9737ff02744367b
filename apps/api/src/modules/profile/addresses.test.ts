import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

type Address = {
  _id: string; label: string; houseNumber: string; street: string; area: string; landmark: string;
  city: string; state: string; pincode: string; country: string; isDefault: boolean;
};

const home = { label: 'Home', houseNumber: '12B', street: 'MG Road', area: 'Civil Lines', landmark: 'Near the temple', city: 'Jaipur', state: 'Rajasthan', pincode: '302001', country: 'India' };
const work = { label: 'Work', houseNumber: '4th floor, Tower A', street: 'Ring Road', city: 'Ahmedabad', state: 'Gujarat', pincode: '380015' };

let serial = 0;
const newPhone = () => `95${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial).padStart(2, '0')}`;

describe('saved addresses API', () => {
  let t: TestContext;
  const call = (who: LoggedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async (who: LoggedIn) => (await call(who, 'GET', '/api/profile/addresses')).json().addresses as Address[];
  const add = async (who: LoggedIn, body: object = home) => {
    const res = await call(who, 'POST', '/api/profile/addresses', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().addresses as Address[];
  };
  const customer = () => loginAs(t.app, newPhone());

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('needs a valid token for every address call', async () => {
    for (const [method, url] of [['GET', '/api/profile/addresses'], ['POST', '/api/profile/addresses'], ['PUT', '/api/profile/addresses/x'],
      ['DELETE', '/api/profile/addresses/x'], ['POST', '/api/profile/addresses/x/default']] as const) {
      const res = await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : home);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts empty; the first address becomes the default, with every field answered', async () => {
    const asha = await customer();
    const empty = await call(asha, 'GET', '/api/profile/addresses');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ addresses: [] });
    expect(empty.headers['cache-control']).toBe('no-store');
    const [first, ...rest] = await add(asha);
    expect(rest).toEqual([]);
    expect(first).toEqual({ _id: expect.any(String), ...home, isDefault: true });
  });

  it('adds later addresses as non-default and lists the default first, then newest', async () => {
    const asha = await customer();
    await add(asha, home);
    await add(asha, work);
    const after = await add(asha, { ...work, label: 'Other', houseNumber: '7' });
    expect(after.map((a) => [a.label, a.isDefault])).toEqual([['Home', true], ['Other', false], ['Work', false]]);
    expect(after.find((a) => a.label === 'Work')).toMatchObject({ area: '', landmark: '', country: 'India' });
  });

  it('stores India as the country whatever is sent', async () => {
    const asha = await customer();
    const [saved] = await add(asha, { ...home, country: 'Nepal' });
    expect(saved!.country).toBe('India');
    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, saved!._id));
    expect(row!.country).toBe('India');
  });

  it('validates with the spec messages, naming each field', async () => {
    const asha = await customer();
    const res = await call(asha, 'POST', '/api/profile/addresses', { label: '', houseNumber: '', street: ' ', city: '', state: '', pincode: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Address label is required',
      errors: [
        'label: Address label is required',
        'houseNumber: House/Building number is required',
        'street: Street is required',
        'city: City is required',
        'state: State is required',
        'pincode: Pincode is required',
        // (the shared error format lists every issue; clients take the first per field)
        'pincode: Pincode must be 6 digits',
      ],
    });
    for (const [patch, message] of [
      [{ pincode: '30200' }, 'Pincode must be 6 digits'],
      [{ pincode: '30200a' }, 'Pincode must be 6 digits'],
      [{ label: 'Office' }, 'Address label is required'],
    ] as const) {
      const bad = await call(asha, 'POST', '/api/profile/addresses', { ...home, ...patch });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const unknown = await call(asha, 'POST', '/api/profile/addresses', { ...home, userId: 'someone-else' });
    expect(unknown.statusCode).toBe(400);
    expect(await list(asha)).toEqual([]);
  });

  it('edits an address and answers the whole list', async () => {
    const asha = await customer();
    const [saved] = await add(asha);
    await add(asha, work);
    const res = await call(asha, 'PUT', `/api/profile/addresses/${saved!._id}`, { ...home, street: 'Station Road', pincode: '302002' });
    expect(res.statusCode).toBe(200);
    const edited = res.json().addresses as Address[];
    expect(edited).toHaveLength(2);
    expect(edited[0]).toMatchObject({ _id: saved!._id, street: 'Station Road', pincode: '302002', isDefault: true });
    const bad = await call(asha, 'PUT', `/api/profile/addresses/${saved!._id}`, { ...home, city: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('City is required');
  });

  it('makes another address the default in one step, leaving exactly one default', async () => {
    const asha = await customer();
    await add(asha, home);
    const withWork = await add(asha, work);
    const workId = withWork.find((a) => a.label === 'Work')!._id;
    const res = await call(asha, 'POST', `/api/profile/addresses/${workId}/default`);
    expect(res.statusCode).toBe(200);
    const after = res.json().addresses as Address[];
    expect(after.map((a) => [a.label, a.isDefault])).toEqual([['Work', true], ['Home', false]]);
    // Again on the default: nothing changes.
    expect((await call(asha, 'POST', `/api/profile/addresses/${workId}/default`)).json().addresses).toEqual(after);
    // Editing with isDefault: true also moves the default.
    const homeAddress = after.find((a) => a.label === 'Home')!;
    const { _id, isDefault: _isDefault, ...fields } = homeAddress;
    const moved = await call(asha, 'PUT', `/api/profile/addresses/${_id}`, { ...fields, isDefault: true });
    expect((moved.json().addresses as Address[]).map((a) => [a.label, a.isDefault])).toEqual([['Home', true], ['Work', false]]);
  });

  it('passes the default to the most recent other address when the default is deleted', async () => {
    const asha = await customer();
    const [first] = await add(asha, home);
    await add(asha, work);
    await add(asha, { ...work, label: 'Other' });
    const res = await call(asha, 'DELETE', `/api/profile/addresses/${first!._id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().addresses as Address[]).map((a) => [a.label, a.isDefault])).toEqual([['Other', true], ['Work', false]]);
    const rest = res.json().addresses as Address[];
    const afterNonDefault = await call(asha, 'DELETE', `/api/profile/addresses/${rest[1]!._id}`);
    expect((afterNonDefault.json().addresses as Address[]).map((a) => [a.label, a.isDefault])).toEqual([['Other', true]]);
    const emptied = await call(asha, 'DELETE', `/api/profile/addresses/${rest[0]!._id}`);
    expect(emptied.json()).toEqual({ addresses: [] });
    // After emptying, the next address is the default again.
    expect((await add(asha, work))[0]!.isDefault).toBe(true);
  });

  it('keeps at most 20 addresses per customer', async () => {
    const asha = await customer();
    for (let i = 0; i < 20; i++) await add(asha, { ...home, houseNumber: `House ${i}` });
    const res = await call(asha, 'POST', '/api/profile/addresses', work);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You can save at most 20 addresses' });
    expect(await list(asha)).toHaveLength(20);
  });

  it('keeps one default when a new customer adds several addresses at once', async () => {
    const asha = await customer();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(asha, 'POST', '/api/profile/addresses', { ...home, houseNumber: `${i}` })));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const saved = await list(asha);
    expect(saved).toHaveLength(6);
    expect(saved.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('keeps one default when several addresses are made default at once', async () => {
    const asha = await customer();
    for (let i = 0; i < 5; i++) await add(asha, { ...home, houseNumber: `${i}` });
    const ids = (await list(asha)).map((a) => a._id);
    const answers = await Promise.all(ids.map((id) => call(asha, 'POST', `/api/profile/addresses/${id}/default`)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect((await list(asha)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("never lets one customer read or change another's addresses", async () => {
    const asha = await customer();
    const ravi = await customer();
    const ashaList = await add(asha, home);
    await add(asha, work);
    const ashaBefore = await list(asha);
    const target = ashaList[0]!._id;
    await add(ravi, { ...work, label: 'Other' });

    expect((await list(ravi)).map((a) => a._id)).not.toContain(target);
    for (const [method, url, body] of [
      ['PUT', `/api/profile/addresses/${target}`, { ...home, street: 'Hijacked Street' }],
      ['DELETE', `/api/profile/addresses/${target}`, undefined],
      ['POST', `/api/profile/addresses/${ashaBefore[1]!._id}/default`, undefined],
    ] as const) {
      const res = await call(ravi, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Address not found' });
    }
    expect(await list(asha)).toEqual(ashaBefore);
    const raviList = await list(ravi);
    expect(raviList).toHaveLength(1);
    expect(raviList[0]!.isDefault).toBe(true);
  });

  it('answers 404 for an address that does not exist', async () => {
    const asha = await customer();
    for (const [method, url] of [['PUT', '/api/profile/addresses/nosuchaddress1'], ['DELETE', '/api/profile/addresses/nosuchaddress1'],
      ['POST', '/api/profile/addresses/nosuchaddress1/default']] as const) {
      const res = await call(asha, method, url, method === 'PUT' ? home : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Address not found');
    }
  });
});
