// The header search with suggestions as you type (issue 11): a React Aria ComboBox over the search-suggestions
// machine. Loaded on the field's first focus (search-box.tsx), so a first visit does not download it.
// The machine owns what is shown and when; React Aria owns keyboard focus inside the list and the ARIA wiring.
// React Aria's own open state is kept in step with the machine by <OpenStateSync>.
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, ComboBox, ComboBoxStateContext, Form, Input, Label, Popover, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { fetchSearchSuggestions } from '../../../api/catalog/search-suggestions-api';
import { useAriaLabels } from '../../../i18n/aria-labels';
import type { FetchSuggestionsInput, Suggestion, SuggestionResults } from '../../../domain/search-suggestion-types';
import { isListShown, searchSuggestionsMachine } from '../../../machines/search-suggestions.machine';
import { useShellDeps } from '../../providers/shell-deps';
import { shellText } from '../messages';
import { searchPath } from './search-path';
import { InertOutside } from './inert-outside';
import { SuggestionAnnouncement, SuggestionList, suggestionKey } from './search-suggestion-list';
import './search-suggestions.css';
import { inspected } from '../../providers/inspection';

/** Opens or closes React Aria's list when the machine says so (React Aria has no controlled open state). */
function OpenStateSync({ shown }: { shown: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const isOpen = state?.isOpen ?? false;
  const isFocused = state?.isFocused ?? false;
  useEffect(() => {
    if (!state) return;
    if (shown && !isOpen && isFocused) state.open(null, 'input');
    if (!shown && isOpen) state.close();
  }, [state, shown, isOpen, isFocused]);
  return null;
}

function findSuggestion(results: SuggestionResults | null, key: Key | null): Suggestion | undefined {
  if (!results || key === null) return undefined;
  return [...results.products, ...results.categories].find((suggestion) => suggestionKey(suggestion) === key);
}

/**
 * `takeFocus`: the shopper is in the plain field this replaces, so the new field takes the focus over (not an
 * autofocus on page load: it only ever follows the shopper's own focus on the search field).
 */
export function SearchSuggestionsBox({ initialQuery, takeFocus }: { initialQuery: string; takeFocus: boolean }) {
  const intl = useIntl();
  const aria = useAriaLabels();
  const navigate = useNavigate();
  const { client } = useShellDeps();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const actor = useActorRef(
    searchSuggestionsMachine.provide({
      actors: {
        // XState stops the actor when the shopper types on; its signal then cancels the request.
        fetchSuggestions: fromPromise<SuggestionResults, FetchSuggestionsInput>(({ input, signal }) =>
          fetchSearchSuggestions(client, input.query, signal),
        ),
      },
      actions: {
        openPath: (_, params) => void navigate(params.path),
        openSearch: (_, params) => void navigate(searchPath(params.query)),
      },
    }),
    inspected({ input: { query: initialQuery } }),
  );
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const results = useSelector(actor, (snapshot) => snapshot.context.results);
  const shown = useSelector(actor, isListShown);

  // Taking over from the plain field while the shopper is in it: keep the caret after the typed text.
  // If the shopper had already left the field when the code arrived, nothing is suggested until they return.
  useEffect(() => {
    const input = inputRef.current;
    if (takeFocus && input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    if (!takeFocus) actor.send({ type: 'list.dismiss' });
  }, [takeFocus, actor]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') actor.send({ type: 'list.dismiss' });
    // Enter on a highlighted suggestion picks it (React Aria selects it); Enter without one runs the full search.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && !event.currentTarget.getAttribute('aria-activedescendant')) {
      event.preventDefault();
      actor.send({ type: 'search.submit' });
    }
  };

  return (
    <Form
      ref={formRef}
      role="search"
      className="search-box"
      // Kept visible and usable beside the open list (inert-outside.tsx).
      data-react-aria-top-layer={shown ? '' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'search.submit' });
      }}
    >
      <ComboBox
        className="search-box__field"
        name="query"
        inputValue={query}
        onInputChange={(value) => actor.send({ type: 'query.change', value })}
        // Nothing stays selected: picking navigates, and the field keeps the typed text.
        selectedKey={null}
        onSelectionChange={(key) => {
          const suggestion = findSuggestion(actor.getSnapshot().context.results, key);
          if (suggestion) actor.send({ type: 'suggestion.pick', suggestion });
        }}
        // The server already matched (typos, both languages): React Aria must not filter again.
        defaultFilter={() => true}
        menuTrigger="manual"
        allowsCustomValue
        onOpenChange={(isOpen, trigger) => {
          if (isOpen && trigger === 'manual') actor.send({ type: 'list.open' });
          // Closed by React Aria itself (outside press, selection) while the machine still shows it.
          if (!isOpen && isListShown(actor.getSnapshot())) actor.send({ type: 'list.dismiss' });
        }}
        onBlur={() => actor.send({ type: 'list.dismiss' })}
      >
        <Label className="visually-hidden">{intl.formatMessage(shellText.searchLabel)}</Label>
        <Input ref={inputRef} placeholder={intl.formatMessage(shellText.searchPlaceholder)} onKeyDown={onKeyDown} />
        {query ? (
          <Button
            slot={null}
            // As in React Aria's SearchField: out of the Tab order, and pressing it leaves the focus in the field.
            excludeFromTabOrder
            preventFocusOnPress
            aria-label={aria.clearSearch}
            className="search-box__clear"
            onPress={() => {
              actor.send({ type: 'query.change', value: '' });
            }}
          >
            ×
          </Button>
        ) : null}
        <OpenStateSync shown={shown} />
        <Popover className="search-suggestions" placement="bottom start" offset={4}>
          <InertOutside keep={formRef}>
            <SuggestionList results={results} />
          </InertOutside>
        </Popover>
      </ComboBox>
      <SuggestionAnnouncement actor={actor} />
      <Button type="submit" className="button button--primary search-box__submit">
        {intl.formatMessage(shellText.searchSubmit)}
      </Button>
    </Form>
  );
}
