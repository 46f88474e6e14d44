import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/lib/first-screen';
import { useTranslation } from '@/lib/i18n';

/**
 * The header's search of the whole catalogue (docs/product.md 2 Search, docs/decisions/076): a field
 * on wide screens; on phones (up to 800 px, styles.css) a search button that opens the field the
 * header's full width. Sending it opens `/search?q=` (`/ar/search?q=` in Arabic). 2–80 characters,
 * as the CMS takes (the browser says so before anything is sent).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const shownQuery = pathname === paths.search.path ? (searchParams.get('q') ?? '') : '';
  const [query, setQuery] = useState(shownQuery);
  const [isOpen, setIsOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  // The results page's words stay in the field; another page starts empty.
  useEffect(() => setQuery(shownQuery), [shownQuery]);

  const open = () => {
    setIsOpen(true);
    // After the field is drawn: it is hidden until then on a phone.
    requestAnimationFrame(() => input.current?.focus());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    if (words.length < 2) return;
    setIsOpen(false);
    navigate(paths.search.getHref(words));
  };

  return (
    <div className={`header-search${isOpen ? ' header-search--open' : ''}`}>
      <button
        type="button"
        className="header-search__toggle"
        aria-expanded={isOpen}
        aria-controls={fieldId}
        aria-label={t('search.open')}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
      >
        <SearchIcon />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to Chrome before 118; the form is the landmark */}
      <form id={fieldId} role="search" className="header-search__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${fieldId}-input`}>
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${fieldId}-input`}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsOpen(false);
          }}
          readOnly={!isHydrated}
          minLength={2}
          maxLength={80}
          required
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
        />
        <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </form>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
