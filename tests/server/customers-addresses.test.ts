import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, Shopper, uniqueEmail } from './support/customer-session';
import { buildTestApp, type TestApp } from './support/test-app';

// The address book: Thai addresses checked on the server, defaults, and another customer's address refused.

let t: TestApp;
let en: Shopper;

beforeAll(async () => {
  t = await buildTestApp();
  en = new Shopper(t.app, 'en');
});

afterAll(async () => {
  await t?.close();
});

const FIELDS = 'id firstname street city sub_district postcode telephone region { region } country_code default_billing default_shipping';
const CREATE = `mutation ($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $i: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $i) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';

const LUMPHINI = {
  firstname: 'Somchai',
  lastname: 'Jaidee',
  street: ['99/1 Soi Ruam Rudee', ''],
  city: 'ปทุมวัน',
  sub_district: 'ลุมพินี',
  region: { region: 'กรุงเทพมหานคร' },
  postcode: '10330',
  telephone: '081-234-5678',
  country_code: 'TH',
};

async function signedIn(): Promise<string> {
  const email = uniqueEmail('addresses');
  await en.register({ email, password: GOOD_PASSWORD });
  return en.signIn(email, GOOD_PASSWORD);
}

type Address = { id: number; default_billing: boolean; default_shipping: boolean; telephone: string; street: string[]; postcode: string };

describe('address book', () => {
  it('creates a checked Thai address; the first one becomes both defaults, a later one on request', async () => {
    const token = await signedIn();
    const first = await en.call<{ createCustomerAddress: Address }>(CREATE, { i: LUMPHINI }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data?.createCustomerAddress).toMatchObject({ street: ['99/1 Soi Ruam Rudee'], telephone: '0812345678', default_billing: true, default_shipping: true });
    // Completed from the Thai address data, as checkout addresses are.
    expect(first.data?.createCustomerAddress).toMatchObject({ city: 'ปทุมวัน', sub_district: 'ลุมพินี', region: { region: 'กรุงเทพมหานคร' }, postcode: '10330' });
    const second = await en.call<{ createCustomerAddress: Address }>(
      CREATE,
      { i: { ...LUMPHINI, city: 'Pathum Wan', sub_district: 'Lumpini', region: { region: 'Bangkok' }, default_shipping: true } },
      token,
    );
    expect(second.errors).toBeUndefined();
    expect(second.data?.createCustomerAddress).toMatchObject({ default_billing: false, default_shipping: true });
    const customer = await en.call<{ customer: { default_billing: string; default_shipping: string; addresses: Address[] } }>(
      '{ customer { default_billing default_shipping addresses { id default_shipping } } }', {}, token,
    );
    expect(customer.data?.customer.default_billing).toBe(String(first.data?.createCustomerAddress.id));
    expect(customer.data?.customer.default_shipping).toBe(String(second.data?.createCustomerAddress.id));
    expect(customer.data?.customer.addresses).toHaveLength(2);
  });

  it.each([
    [{ postcode: '1033' }, 'Please enter a valid 5-digit postal code.'],
    [{ postcode: '50200' }, 'The postal code 50200 is not in กรุงเทพมหานคร.'],
    [{ city: 'หาดใหญ่' }, 'The district "หาดใหญ่" does not match postal code 10330.'],
    [{ sub_district: 'ศรีภูมิ' }, 'The sub-district "ศรีภูมิ" is not in ปทุมวัน with postal code 10330.'],
    [{ telephone: '12345' }, 'The telephone number must have 10 digits and start with 0.'],
    [{ firstname: '', street: [] }, 'Required parameters are missing: firstname, street'],
    [{ country_code: 'US' }, 'We deliver only within Thailand: the country must be TH.'],
  ])('refuses %j with graphql-input', async (change, message) => {
    const token = await signedIn();
    const body = await en.call(CREATE, { i: { ...LUMPHINI, ...change } }, token);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('updates only what is sent, re-checked as a whole, and keeps the defaults when deleting is refused', async () => {
    const token = await signedIn();
    const created = await en.call<{ createCustomerAddress: Address }>(CREATE, { i: LUMPHINI }, token);
    const id = created.data?.createCustomerAddress.id;
    const updated = await en.call<{ updateCustomerAddress: Address }>(UPDATE, { id, i: { street: ['1 Wireless Road'] } }, token);
    expect(updated.data?.updateCustomerAddress).toMatchObject({ id, street: ['1 Wireless Road'], postcode: '10330' });
    const broken = await en.call(UPDATE, { id, i: { postcode: '50200' } }, token);
    expect(broken.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const refused = await en.call(DELETE, { id }, token);
    expect(refused.errors?.[0]?.message).toBe(`Customer Address ${id} is set as default billing address and can not be deleted`);
    const spare = await en.call<{ createCustomerAddress: Address }>(CREATE, { i: { ...LUMPHINI, default_billing: true, default_shipping: true } }, token);
    expect((await en.call(DELETE, { id }, token)).data).toEqual({ deleteCustomerAddress: true });
    expect(spare.data?.createCustomerAddress.default_billing).toBe(true);
  });

  it('refuses another customer’s address with graphql-authorization and an unknown one with graphql-no-such-entity', async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const created = await en.call<{ createCustomerAddress: Address }>(CREATE, { i: LUMPHINI }, owner);
    const id = created.data?.createCustomerAddress.id;
    for (const [query, variables] of [[UPDATE, { id, i: { firstname: 'Mallory' } }], [DELETE, { id }]] as const) {
      const body = await en.call(query, variables, intruder);
      expect(body.errors?.[0]).toMatchObject({
        message: `Current customer does not have permission to address with ID "${id}"`,
        extensions: { category: 'graphql-authorization' },
      });
    }
    const owned = await en.call<{ customer: { addresses: { firstname: string }[] } }>('{ customer { addresses { firstname } } }', {}, owner);
    expect(owned.data?.customer.addresses).toEqual([{ firstname: 'Somchai' }]);
    const missing = await en.call(DELETE, { id: 999999 }, intruder);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Could not find a address with ID "999999"', extensions: { category: 'graphql-no-such-entity' } });
    const guest = await en.call(CREATE, { i: LUMPHINI });
    expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});
