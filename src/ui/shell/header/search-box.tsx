// Header search: submitting goes to /search.html?query=... (the search page reads the query string).
import { useIntl } from 'react-intl';
import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useAriaLabels } from '../../../i18n/aria-labels';
import { shellText } from '../messages';

export function searchPath(query: string): string {
  return `/search.html?${new URLSearchParams({ query: query.trim() }).toString()}`;
}

export function SearchBox() {
  const intl = useIntl();
  const aria = useAriaLabels();
  const navigate = useNavigate();
  return (
    <Form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const query = new FormData(event.currentTarget).get('query');
        if (typeof query === 'string' && query.trim()) void navigate(searchPath(query));
      }}
    >
      <SearchField name="query" className="search-box__field">
        <Label className="visually-hidden">{intl.formatMessage(shellText.searchLabel)}</Label>
        <Input placeholder={intl.formatMessage(shellText.searchPlaceholder)} />
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
