// The choices a bundle or a downloadable product needs before it can go into the cart: one radio group per
// single-choice bundle item (radio, select), one checkbox group per multi-choice item (checkbox, multi), and the
// downloadable links as checkboxes. The choices live in the product page's custom options machine; these fields
// only show them and send option.choose. A choice out of stock cannot be picked.
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { BundleChoice, BundleItem, DownloadableLink } from '../../domain/catalog-types';
import { catalogText } from './messages';
import { useOptionPrice } from './option-price';
import { useChoice, type CustomOptionsActor } from './custom-options-model';
import { DOWNLOADABLE_LINKS_CHOICE, isSingleChoice } from './purchase-choices';
import { StockStatus } from './stock-status';

function ItemLabel({ item }: { item: BundleItem }) {
  const intl = useIntl();
  return (
    <Label className="option__label">
      {item.title}
      {item.required ? <span className="required"> ({intl.formatMessage(catalogText.required)})</span> : null}
    </Label>
  );
}

function ChoiceText({ choice, currency }: { choice: BundleChoice; currency: string }) {
  const intl = useIntl();
  const price = useOptionPrice(currency)(choice);
  return (
    <>
      {intl.formatMessage(catalogText.quantityEach, { quantity: choice.quantity })} {choice.label}
      {price ? <span className="option-price"> {price}</span> : null} <StockStatus stock={choice.stock} />
    </>
  );
}

function BundleItemField({ item, actor, currency }: { item: BundleItem; actor: CustomOptionsActor; currency: string }) {
  const [chosen, send] = useChoice(actor, item.uid);
  const choices = item.choices.map((choice) =>
    isSingleChoice(item) ? (
      <Radio key={choice.uid} value={choice.uid} isDisabled={choice.stock === 'OUT_OF_STOCK'}>
        <ChoiceText choice={choice} currency={currency} />
      </Radio>
    ) : (
      <Checkbox key={choice.uid} value={choice.uid} isDisabled={choice.stock === 'OUT_OF_STOCK'}>
        <ChoiceText choice={choice} currency={currency} />
      </Checkbox>
    ),
  );
  return isSingleChoice(item) ? (
    <RadioGroup className="custom-option bundle-item" isRequired={item.required} value={chosen[0] ?? null} onChange={(value) => send([value])}>
      <ItemLabel item={item} />
      {choices}
    </RadioGroup>
  ) : (
    <CheckboxGroup className="custom-option bundle-item" isRequired={item.required} value={chosen} onChange={send}>
      <ItemLabel item={item} />
      {choices}
    </CheckboxGroup>
  );
}

export function BundleChoices({ items, actor, currency }: { items: BundleItem[]; actor: CustomOptionsActor; currency: string }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <fieldset className="custom-options-form">
      <legend>{intl.formatMessage(catalogText.bundleOptions)}</legend>
      {items.map((item) => (
        <BundleItemField key={item.uid} item={item} actor={actor} currency={currency} />
      ))}
    </fieldset>
  );
}

export function DownloadableLinkChoices({ links, title, actor, currency }: { links: DownloadableLink[]; title: string | null; actor: CustomOptionsActor; currency: string }) {
  const intl = useIntl();
  const price = useOptionPrice(currency);
  const [chosen, send] = useChoice(actor, DOWNLOADABLE_LINKS_CHOICE);
  if (links.length === 0) return null;
  return (
    <CheckboxGroup className="custom-options-form custom-option" isRequired value={chosen} onChange={send}>
      <Label className="option__label">
        {title || intl.formatMessage(catalogText.downloads)}
        <span className="required"> ({intl.formatMessage(catalogText.required)})</span>
      </Label>
      {links.map((link) => (
        <div key={link.uid} className="downloadable-link">
          <Checkbox value={link.uid}>
            {link.title}
            {link.price ? <span className="option-price"> {price({ price: link.price, priceType: 'FIXED' })}</span> : null}
          </Checkbox>
          {/* The sample sits beside the checkbox, not inside its label: a link within a label is not operable. */}
          {link.sampleUrl ? (
            <a href={link.sampleUrl} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(catalogText.sampleOf, { title: link.title })}>
              {intl.formatMessage(catalogText.sample)}
            </a>
          ) : null}
        </div>
      ))}
    </CheckboxGroup>
  );
}
