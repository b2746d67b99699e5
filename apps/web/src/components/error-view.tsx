// docs/product.md "Error screens": a headline in words over the status code (404 by default, 501
// for a router error), Malayalam and English messages, an illustration chosen by image number, a
// back button (login after a 401, reload after a router error) and a home button. Shared UI: a screen
// that finds its id invalid shows the not-found view itself (components/not-found-redirect.tsx).
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n/language.tsx';
import { ERROR_IMAGE, type ErrorImage, type ErrorScreenState } from '../lib/error-handler.ts';
import { useRenderCollector } from '../lib/boot.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const ILLUSTRATION: Record<ErrorImage, { src: string; alt: keyof ReturnType<typeof useT>['errorScreen']['imageAlt'] }> =
  {
    [ERROR_IMAGE.bug]: { src: '/errors/not-found.svg', alt: 'bug' },
    [ERROR_IMAGE.slowNetwork]: { src: '/errors/slow-network.svg', alt: 'slowNetwork' },
    [ERROR_IMAGE.tooManyRequests]: { src: '/errors/too-many-requests.svg', alt: 'tooManyRequests' },
    [ERROR_IMAGE.serverError]: { src: '/errors/server-error.svg', alt: 'serverError' },
    [ERROR_IMAGE.unauthorized]: { src: '/errors/unauthorized.svg', alt: 'unauthorized' },
  };

export type BackAction = { kind: 'back'; to?: string } | { kind: 'login' } | { kind: 'reload' };

interface ErrorViewProps {
  status: ErrorScreenState['status'];
  malayalam: string;
  english: string;
  image: number;
  back: BackAction;
}

type Headline = keyof ReturnType<typeof useT>['errorScreen']['headlineMalayalam'];

/** The headline in words: a code such as TIMEOUT_ERROR means nothing to a reader, and clipped at 360 px. */
export function headlineOf(status: ErrorViewProps['status'], image: number): Headline {
  if (status === 'TIMEOUT_ERROR' || image === ERROR_IMAGE.slowNetwork) return 'timedOut';
  if (status === 'FETCH_ERROR') return 'network';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooManyRequests';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 501 || status === 'ROUTER_ERROR') return 'pageError';
  if (typeof status === 'number' && status >= 500) return 'serverError';
  return 'other';
}

function isErrorImage(n: number): n is ErrorImage {
  return Object.values(ERROR_IMAGE).includes(n as ErrorImage);
}

export function ErrorView({ status, malayalam, english, image, back }: ErrorViewProps) {
  const t = useT();
  // Rendered on the server, the page answers with the screen's status (404, 500…).
  const collector = useRenderCollector();
  if (collector && typeof status === 'number') collector.status ??= status;
  useDocumentTitle(t.titles.error);
  const navigate = useNavigate();
  const picture = ILLUSTRATION[isErrorImage(image) ? image : ERROR_IMAGE.bug];
  const headline = headlineOf(status, image);
  const onBack = () => {
    if (back.kind === 'reload') window.location.reload();
    else if (back.kind === 'login') void navigate('/login');
    else if (back.to) void navigate(back.to);
    else void navigate(-1);
  };
  const backLabel =
    back.kind === 'login' ? t.errorScreen.login : back.kind === 'reload' ? t.errorScreen.reload : t.errorScreen.back;
  return (
    <section className="error-screen" aria-labelledby="error-status">
      <img
        src={picture.src}
        alt={t.errorScreen.imageAlt[picture.alt]}
        width={220}
        height={160}
        className="error-illustration"
      />
      <h1 id="error-status" className="error-status">
        <span lang="ml">{t.errorScreen.headlineMalayalam[headline]}</span>{' '}
        <span className="error-status-en" lang="en">
          {t.errorScreen.headlineEnglish[headline]}
        </span>
      </h1>
      {/* The number stays, small, for whoever helps the reader (404, 500…); the fetch failures' names do not. */}
      {typeof status === 'number' && <p className="error-code">{t.errorScreen.status(String(status))}</p>}
      <p className="error-ml" lang="ml">
        {malayalam}
      </p>
      <p className="error-en" lang="en">
        {english}
      </p>
      <div className="error-actions">
        <button type="button" className="button primary" onClick={onBack}>
          {backLabel}
        </button>
        <Link to="/" className="button">
          {t.errorScreen.home}
        </Link>
      </div>
    </section>
  );
}

/** Unknown paths and /not-found (invalid ward or grade ids): 404. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <ErrorView
      status={404}
      malayalam={t.errorScreen.notFoundMalayalam}
      english={t.errorScreen.notFoundEnglish}
      image={ERROR_IMAGE.bug}
      back={{ kind: 'back' }}
    />
  );
}
