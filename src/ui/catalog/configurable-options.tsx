// Configurable option choice: swatch options as radio groups (colour, text or image swatches; the platform's
// radios, common/choice-input.tsx), the others as selects. Values that do not combine with the other choices stay
// selectable (choosing one resets the others, see the options machine) but are marked.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ChoiceInput } from '../common/choice-input';
import { DeferredSelect } from '../common/deferred-select';
import type { ConfigurableOption } from '../../domain/catalog-types';
import { isCombinable, type catalogOptionsMachine } from '../../machines/catalog-options.machine';
import { catalogText } from './messages';

type OptionsActor = ActorRefFrom<typeof catalogOptionsMachine>;

function SwatchOption({ option, actor }: { option: ConfigurableOption; actor: OptionsActor }) {
  const context = useSelector(actor, (s) => s.context);
  const id = useId();
  const selected = context.selection[option.code] ?? null;
  return (
    <div className="swatches" role="radiogroup" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="option__label">
        {option.label}
      </span>
      <div className="swatches__values">
        {option.values.map((value) => (
          <ChoiceInput
            key={value.uid}
            type="radio"
            name={id}
            checked={value.uid === selected}
            onChange={() => actor.send({ type: 'option.select', code: option.code, value: value.uid })}
            label={value.label}
            className={isCombinable(context, option.code, value.uid) ? 'swatch' : 'swatch swatch--unavailable'}
            style={value.swatch?.kind === 'color' ? { background: value.swatch.value } : undefined}
          >
            {value.swatch?.kind === 'color' ? null : value.label}
          </ChoiceInput>
        ))}
      </div>
    </div>
  );
}

function SelectOption({ option, actor }: { option: ConfigurableOption; actor: OptionsActor }) {
  const intl = useIntl();
  const selected = useSelector(actor, (s) => s.context.selection[option.code] ?? null);
  return (
    <DeferredSelect
      className="select"
      label={option.label}
      labelClassName="option__label"
      items={option.values.map((value) => ({ id: value.uid, label: value.label }))}
      selectedKey={selected}
      placeholder={intl.formatMessage(catalogText.chooseOption, { label: option.label })}
      onSelectionChange={(key) => actor.send({ type: 'option.select', code: option.code, value: key })}
    />
  );
}

export function ConfigurableOptions({ options, actor }: { options: ConfigurableOption[]; actor: OptionsActor }) {
  return (
    <div className="configurable-options">
      {options.map((option) =>
        option.values.some((value) => value.swatch) ? (
          <SwatchOption key={option.uid} option={option} actor={actor} />
        ) : (
          <SelectOption key={option.uid} option={option} actor={actor} />
        ),
      )}
    </div>
  );
}
