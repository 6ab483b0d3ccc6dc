// Header search. First paint is a plain search field (submitting goes to /search.html?query=...); on its first
// focus (or hover) the suggestions combobox loads (search-suggestions-box.tsx) and takes over, with what was
// typed meanwhile and the focus. Keeps the combobox, its list and its machine out of a first visit's JavaScript.
import { useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { useAriaLabels } from '../../../i18n/aria-labels';
import { shellText } from '../messages';
import { searchPath } from './search-path';

export { searchPath };

type SuggestionsBox = ComponentType<{ initialQuery: string; takeFocus: boolean }>;

let loading: Promise<SuggestionsBox> | null = null;
function loadSuggestionsBox(): Promise<SuggestionsBox> {
  loading ??= import('./search-suggestions-box').then((module) => module.SearchSuggestionsBox);
  return loading;
}

export function SearchBox() {
  const intl = useIntl();
  const aria = useAriaLabels();
  const navigate = useNavigate();
  // Before the app has started on a server-rendered page the form is plain HTML: it submits to the search page.
  const searchAction = useHref('/search.html');
  const [typed, setTyped] = useState('');
  // The loaded component and whether the plain field had the focus when it arrived.
  const [upgraded, setUpgraded] = useState<{ Box: SuggestionsBox; focused: boolean } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  if (upgraded) return <upgraded.Box initialQuery={typed} takeFocus={upgraded.focused} />;

  const upgrade = () => {
    loadSuggestionsBox().then(
      (Box) => setUpgraded({ Box, focused: document.activeElement === inputRef.current }),
      // Without the suggestions chunk (offline, a failed deploy) the plain field keeps working.
      () => {
        loading = null;
      },
    );
  };

  return (
    <Form
      role="search"
      className="search-box"
      action={searchAction}
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) void navigate(searchPath(typed));
      }}
      onPointerEnter={() => void loadSuggestionsBox().catch(() => (loading = null))}
    >
      <SearchField name="query" className="search-box__field" value={typed} onChange={setTyped} onFocus={upgrade}>
        <Label className="visually-hidden">{intl.formatMessage(shellText.searchLabel)}</Label>
        <Input ref={inputRef} placeholder={intl.formatMessage(shellText.searchPlaceholder)} />
        <Button aria-label={aria.clearSearch} className="search-box__clear">
          ×
        </Button>
      </SearchField>
      <Button type="submit" className="button button--primary search-box__submit">
        {intl.formatMessage(shellText.searchSubmit)}
      </Button>
    </Form>
  );
}
