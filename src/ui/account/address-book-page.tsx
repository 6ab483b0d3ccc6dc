// My addresses (/customer/address/): the saved addresses with their defaults, and the Thai address form to add
// (/customer/address/new) or edit (/customer/address/edit/id/:id) one. Which form is open lives in the URL.
import './account.css';
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { deleteAddress, formValuesOf, saveAddress } from '../../api/account/address-calls';
import type { CustomerAddress } from '../../api/account/account-types';
import { fetchCustomer } from '../../api/account/session-calls';
import { accountFormMachine } from '../../machines/account-form.machine';
import { addressFormMachine } from '../../machines/account-forms';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { EMPTY_THAI_ADDRESS, ThaiAddressFields } from '../common/address/thai-address-form';
import { AccountForm, FormCheckbox, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText, accountValueText } from './messages';
import { PageHeading } from './page-heading';
import { useAccountClient } from './use-account-client';
import { commonText } from '../common/messages';

export const ADDRESS_BOOK_PATH = '/customer/address/';

function AddressLines({ address }: { address: CustomerAddress }) {
  return (
    <p>
      {address.firstname} {address.lastname}
      <br />
      {address.street.join(', ')}
      <br />
      {[address.subDistrict, address.city, address.region, address.postcode].filter(Boolean).join(' ')}
      <br />
      {address.telephone}
    </p>
  );
}

function AddressCard({ address, onDeleted }: { address: CustomerAddress; onDeleted: () => void }) {
  const intl = useIntl();
  const client = useAccountClient();
  const name = `${address.firstname} ${address.lastname}`;
  const remover = useAccountForm(accountFormMachine, {}, () => deleteAddress(client, address.id), onDeleted);
  const removing = useSelector(remover, (snapshot) => snapshot.matches('submitting'));
  return (
    <li className="account-card">
      {address.defaultShipping ? <p className="account-card__badge">{intl.formatMessage(accountText.defaultShipping)}</p> : null}
      {address.defaultBilling ? <p className="account-card__badge">{intl.formatMessage(accountText.defaultBilling)}</p> : null}
      <AddressLines address={address} />
      <SubmitError form={remover} />
      <div className="account-card__actions">
        <Link to={`/customer/address/edit/id/${address.id}`} aria-label={intl.formatMessage(accountValueText.editAddressNamed, { name })}>
          {intl.formatMessage(accountText.edit)}
        </Link>
        <Button
          className="button button--link"
          isPending={removing}
          aria-label={intl.formatMessage(accountValueText.deleteAddress, { name })}
          onPress={() => remover.send({ type: 'form.submit' })}
        >
          {intl.formatMessage(accountText.delete)}
        </Button>
      </div>
    </li>
  );
}

export function AddressBookPage() {
  const intl = useIntl();
  const client = useAccountClient();
  const { status, data, retry, reload } = useResource(() => fetchCustomer(client));
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(commonText.addressBook)}</PageHeading>
      <p>
        <Link className="button button--primary" to="/customer/address/new">
          {intl.formatMessage(accountText.addAddress)}
        </Link>
      </p>
      {status === 'ready' && data ? (
        data.addresses.length === 0 ? (
          <p>{intl.formatMessage(accountText.noAddresses)}</p>
        ) : (
          <ul className="account-cards">
            {data.addresses.map((address) => (
              <AddressCard key={address.id} address={address} onDeleted={reload} />
            ))}
          </ul>
        )
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}

function AddressEditor({ address }: { address: CustomerAddress | null }) {
  const intl = useIntl();
  const client = useAccountClient();
  const navigate = useNavigate();
  const title = intl.formatMessage(address ? accountText.editAddress : accountText.addAddress);
  const form = useAccountForm(
    addressFormMachine,
    address ? formValuesOf(address) : EMPTY_THAI_ADDRESS,
    (values) => saveAddress(client, address?.id ?? null, values),
    () => void navigate(ADDRESS_BOOK_PATH),
  );
  return (
    <div className="account-page">
      <PageHeading>{title}</PageHeading>
      <AccountForm form={form} label={title}>
        <SubmitError form={form} />
        <ThaiAddressFields form={form} />
        <FormCheckbox form={form} name="defaultShipping" label={accountText.defaultShipping} />
        <FormCheckbox form={form} name="defaultBilling" label={accountText.defaultBilling} />
        <SubmitButton form={form} label={accountText.save} busyLabel={accountText.saving} />
        <Link to={ADDRESS_BOOK_PATH}>{intl.formatMessage(accountText.cancel)}</Link>
      </AccountForm>
    </div>
  );
}

export function AddressEditPage() {
  const { id } = useParams();
  const client = useAccountClient();
  const { status, data, retry } = useResource(async () => {
    if (!id) return { address: null };
    const customer = await fetchCustomer(client);
    const address = customer.addresses.find((entry) => String(entry.id) === id);
    return address ? { address } : null;
  });
  if (status !== 'ready' || !data) return <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />;
  return <AddressEditor address={data.address} />;
}
