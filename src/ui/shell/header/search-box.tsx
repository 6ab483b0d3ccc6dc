// Header search. First paint is a plain search field (submitting goes to /search.html?query=...); on its first
// focus (or hover) the suggestions combobox loads (search-suggestions-box.tsx) and takes over, with what was
// typed meanwhile and the focus. Keeps the combobox, its list and its machine out of a first visit's JavaScript.
// The plain field is the platform's own form, search input and buttons: React Aria's SearchField and Form would
// bring their text-field and form-validation code (~5 KB gzip) to every first visit for a field replaced on focus.
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
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
  const inputId = useId();

  // A server-rendered field can be typed in before the app starts: hydration keeps the letters on screen but not in
  // `typed`, so the field's own value is taken once the app runs, and read again wherever the text is used.
  useEffect(() => {
    const shown = inputRef.current?.value ?? '';
    if (shown) setTyped(shown);
  }, []);
  const current = () => inputRef.current?.value ?? typed;

  if (upgraded) return <upgraded.Box initialQuery={typed} takeFocus={upgraded.focused} />;

  const upgrade = () => {
    loadSuggestionsBox().then(
      (Box) => {
        setTyped(current());
        setUpgraded({ Box, focused: document.activeElement === inputRef.current });
      },
      // Without the suggestions chunk (offline, a failed deploy) the plain field keeps working.
      () => {
        loading = null;
      },
    );
  };

  return (
    <form
      role="search"
      className="search-box"
      action={searchAction}
      onSubmit={(event) => {
        event.preventDefault();
        const query = current();
        if (query.trim()) void navigate(searchPath(query));
      }}
      onPointerEnter={() => void loadSuggestionsBox().catch(() => (loading = null))}
    >
      <div className="search-box__field" data-empty={typed ? undefined : ''}>
        <label htmlFor={inputId} className="visually-hidden">
          {intl.formatMessage(shellText.searchLabel)}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          name="query"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={upgrade}
          placeholder={intl.formatMessage(shellText.searchPlaceholder)}
        />
        {typed ? (
          // As in React Aria's SearchField: out of the Tab order, and pressing it leaves the focus in the field.
          <button type="button" tabIndex={-1} aria-label={aria.clearSearch} className="search-box__clear" onMouseDown={(event) => event.preventDefault()} onClick={() => setTyped('')}>
            ×
          </button>
        ) : null}
      </div>
      <button type="submit" className="button button--primary search-box__submit">
        {intl.formatMessage(shellText.searchSubmit)}
      </button>
    </form>
  );
}
