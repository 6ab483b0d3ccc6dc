// The choices a bundle or a downloadable product needs before it can go into the cart: one radio group per
// single-choice bundle item (radio, select), one checkbox group per multi-choice item (checkbox, multi), and the
// downloadable links as checkboxes. The choices live in the product page's custom options machine; these fields
// only show them and send option.choose. A choice out of stock cannot be picked. The inputs are the platform's
// (common/choice-input.tsx) in labelled groups.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ChoiceInput } from '../common/choice-input';
import type { BundleChoice, BundleItem, DownloadableLink } from '../../domain/catalog-types';
import { catalogText } from './messages';
import { useOptionPrice } from './option-price';
import { useChoice, type CustomOptionsActor } from './custom-options-model';
import { DOWNLOADABLE_LINKS_CHOICE, isSingleChoice } from './purchase-choices';
import { StockStatus } from './stock-status';

function ItemLabel({ item, id }: { item: BundleItem; id: string }) {
  const intl = useIntl();
  return (
    <span id={id} className="option__label">
      {item.title}
      {item.required ? <span className="required"> ({intl.formatMessage(catalogText.required)})</span> : null}
    </span>
  );
}

/** Toggles `uid` in the chosen list, keeping the choices' order. */
const toggled = (chosen: readonly string[], uid: string): string[] => (chosen.includes(uid) ? chosen.filter((c) => c !== uid) : [...chosen, uid]);

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
  const id = useId();
  const single = isSingleChoice(item);
  return (
    <div
      className="custom-option bundle-item"
      role={single ? 'radiogroup' : 'group'}
      aria-labelledby={`${id}-label`}
      aria-required={single && item.required ? true : undefined}
    >
      <ItemLabel item={item} id={`${id}-label`} />
      {item.choices.map((choice) => (
        <ChoiceInput
          key={choice.uid}
          type={single ? 'radio' : 'checkbox'}
          name={single ? id : undefined}
          checked={chosen.includes(choice.uid)}
          disabled={choice.stock === 'OUT_OF_STOCK'}
          onChange={() => send(single ? [choice.uid] : toggled(chosen, choice.uid))}
        >
          <ChoiceText choice={choice} currency={currency} />
        </ChoiceInput>
      ))}
    </div>
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
  const id = useId();
  if (links.length === 0) return null;
  return (
    <div className="custom-options-form custom-option" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="option__label">
        {title || intl.formatMessage(catalogText.downloads)}
        <span className="required"> ({intl.formatMessage(catalogText.required)})</span>
      </span>
      {links.map((link) => (
        <div key={link.uid} className="downloadable-link">
          <ChoiceInput type="checkbox" checked={chosen.includes(link.uid)} onChange={() => send(toggled(chosen, link.uid))}>
            {link.title}
            {link.price ? <span className="option-price"> {price({ price: link.price, priceType: 'FIXED' })}</span> : null}
          </ChoiceInput>
          {/* The sample sits beside the checkbox, not inside its label: a link within a label is not operable. */}
          {link.sampleUrl ? (
            <a href={link.sampleUrl} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage(catalogText.sampleOf, { title: link.title })}>
              {intl.formatMessage(catalogText.sample)}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  );
}
