// Customizable options the shopper chooses or types on the product page (drop_down, radio, checkbox, multiple,
// field, area, date). Required options carry an asterisk, optional ones say "Optional" (account spec, form rules).
// The choice lives in the custom options machine; the page reads its payload for add-to-cart. File options are
// not offered for upload here: a product whose required option is a file cannot be added from this page.
import type { ReactNode } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { CustomOption, CustomOptionValue } from '../../domain/catalog-types';
import { CHOICE_TYPES, TEXT_TYPES, useChoice, type CustomOptionsActor } from './custom-options-model';
import { customOptionsText } from './custom-options-messages';
import { useOptionPrice } from './option-price';
import { catalogText } from './messages';


function useValueLabel(currency: string) {
  const price = useOptionPrice(currency);
  return (value: CustomOptionValue, title: string) => [title, price(value)].filter(Boolean).join(' ');
}

function OptionLabel({ option, children }: { option: CustomOption; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Label className="option__label">
        {option.title}
        {option.required ? (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          <span className="optional"> ({intl.formatMessage(customOptionsText.optional)})</span>
        )}
      </Label>
      {children}
    </>
  );
}

function ChoiceOption({ option, actor, currency }: { option: CustomOption; actor: CustomOptionsActor; currency: string }) {
  const intl = useIntl();
  const label = useValueLabel(currency);
  const [chosen, send] = useChoice(actor, option.uid);
  if (option.type === 'drop_down') {
    return (
      <Select
        className="select custom-option"
        isRequired={option.required}
        selectedKey={chosen[0] ?? null}
        placeholder={intl.formatMessage(customOptionsText.choose, { label: option.title })}
        onSelectionChange={(key) => send(key === null ? [] : [String(key)])}
      >
        <OptionLabel option={option} />
        <Button className="select__button">
          <SelectValue />
        </Button>
        <Popover className="select__popover">
          <ListBox items={option.values.map((value) => ({ id: value.uid, label: label(value, value.title) }))}>
            {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
          </ListBox>
        </Popover>
      </Select>
    );
  }
  if (option.type === 'radio') {
    return (
      <RadioGroup className="custom-option" isRequired={option.required} value={chosen[0] ?? null} onChange={(value) => send([value])}>
        <OptionLabel option={option} />
        {option.values.map((value) => (
          <Radio key={value.uid} value={value.uid}>
            {label(value, value.title)}
          </Radio>
        ))}
      </RadioGroup>
    );
  }
  return (
    <CheckboxGroup className="custom-option" isRequired={option.required} value={chosen} onChange={send}>
      <OptionLabel option={option} />
      {option.values.map((value) => (
        <Checkbox key={value.uid} value={value.uid}>
          {label(value, value.title)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function TextOption({ option, actor, currency }: { option: CustomOption; actor: CustomOptionsActor; currency: string }) {
  const intl = useIntl();
  const label = useValueLabel(currency);
  const entered = useSelector(actor, (s) => s.context.entered[option.uid] ?? '');
  const price = option.values[0] ? label(option.values[0], '') : '';
  return (
    <TextField
      className="custom-option"
      isRequired={option.required}
      value={entered}
      maxLength={option.maxCharacters ?? undefined}
      onChange={(value) => actor.send({ type: 'option.enter', uid: option.uid, value })}
    >
      <OptionLabel option={option} />
      {option.type === 'area' ? <TextArea /> : <Input type={option.type === 'date' ? 'date' : 'text'} />}
      {option.maxCharacters || price ? (
        <Text slot="description">
          {price ? <span className="option-price">{price}</span> : null}
          {price && option.maxCharacters ? ' · ' : null}
          {option.maxCharacters ? intl.formatMessage(customOptionsText.maxCharacters, { count: option.maxCharacters }) : null}
        </Text>
      ) : null}
    </TextField>
  );
}

export function ProductCustomOptions({ options, actor, currency }: { options: CustomOption[]; actor: CustomOptionsActor; currency: string }) {
  const intl = useIntl();
  const shown = options.filter((option) => CHOICE_TYPES.includes(option.type) || TEXT_TYPES.includes(option.type));
  if (shown.length === 0) return null;
  return (
    <fieldset className="custom-options-form">
      <legend>{intl.formatMessage(catalogText.customOptions)}</legend>
      {shown.map((option) =>
        CHOICE_TYPES.includes(option.type) ? (
          <ChoiceOption key={option.uid} option={option} actor={actor} currency={currency} />
        ) : (
          <TextOption key={option.uid} option={option} actor={actor} currency={currency} />
        ),
      )}
    </fieldset>
  );
}
