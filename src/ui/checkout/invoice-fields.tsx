// The full Thai tax invoice option: company or person, 13-digit tax ID, head office or branch number.
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AddressDraft, DraftErrors } from './address-draft';
import { digitsOnly } from './address-validation';
import { FormField } from './form-field';
import { checkoutText } from './messages';

interface Props {
  draft: AddressDraft;
  errors: DraftErrors;
  update: (patch: Partial<AddressDraft>) => void;
  idPrefix: string;
}

export function InvoiceFields({ draft, errors, update, idPrefix }: Props) {
  const intl = useIntl();
  const error = (field: keyof DraftErrors) => {
    const key = errors[field];
    return key ? intl.formatMessage(checkoutText[key]) : undefined;
  };
  return (
    <fieldset className="checkout-invoice">
      <Checkbox className="checkout-checkbox" isSelected={draft.invoiceWanted} onChange={(invoiceWanted) => update({ invoiceWanted })}>
        <span className="checkout-checkbox__box" aria-hidden="true" />
        {intl.formatMessage(checkoutText.invoiceWanted)}
      </Checkbox>
      {draft.invoiceWanted ? (
        <>
          <RadioGroup
            className="checkout-radios checkout-radios--inline"
            name={`${idPrefix}-invoice-type`}
            value={draft.invoiceType}
            onChange={(value) => update({ invoiceType: value === 'company' ? 'company' : 'personal' })}
          >
            <Label>{intl.formatMessage(checkoutText.invoiceType)}</Label>
            <Radio className="checkout-radio" value="personal">
              {intl.formatMessage(checkoutText.invoicePersonal)}
            </Radio>
            <Radio className="checkout-radio" value="company">
              {intl.formatMessage(checkoutText.invoiceCompany)}
            </Radio>
          </RadioGroup>
          {draft.invoiceType === 'company' ? (
            <FormField
              name={`${idPrefix}-company`}
              label={intl.formatMessage(checkoutText.companyName)}
              value={draft.companyName}
              onChange={(companyName) => update({ companyName })}
              error={error('companyName')}
              autoComplete="organization"
            />
          ) : null}
          <FormField
            name={`${idPrefix}-tax-id`}
            label={intl.formatMessage(checkoutText.taxId)}
            value={draft.taxId}
            onChange={(value) => update({ taxId: digitsOnly(value, 13) })}
            error={error('taxId')}
            inputMode="numeric"
            maxLength={13}
          />
          <RadioGroup
            className="checkout-radios checkout-radios--inline"
            name={`${idPrefix}-office`}
            value={draft.headOffice ? 'head' : 'branch'}
            onChange={(value) => update({ headOffice: value === 'head' })}
          >
            <Label>{intl.formatMessage(checkoutText.office)}</Label>
            <Radio className="checkout-radio" value="head">
              {intl.formatMessage(checkoutText.headOffice)}
            </Radio>
            <Radio className="checkout-radio" value="branch">
              {intl.formatMessage(checkoutText.branch)}
            </Radio>
          </RadioGroup>
          {draft.headOffice ? null : (
            <FormField
              name={`${idPrefix}-branch`}
              label={intl.formatMessage(checkoutText.branchNumber)}
              value={draft.branchOffice}
              onChange={(value) => update({ branchOffice: digitsOnly(value, 5) })}
              error={error('branchOffice')}
              inputMode="numeric"
              maxLength={5}
            />
          )}
        </>
      ) : null}
    </fieldset>
  );
}
