// docs/product.md "Catechism home": the teachers photo (board title 13), class buttons for grades 0 (the Bible
// pre-school) to 12, and this week's student birthdays (India's Monday to Sunday) with confetti
// until the mouse moves; no confetti for people who asked for reduced motion.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { GRADES } from '@parish/shared/plain/constants';
import { thisWeekRange } from '@parish/shared/plain/page-reads';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { useT } from '../../i18n/language.tsx';
import { useRenderTime } from '../../lib/boot.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useTeachersPhoto } from './api/get-teachers-photo.ts';
import { useWeekBirthdays } from './api/get-week-birthdays.ts';
import { TeachersPhoto } from './components/teachers-photo.tsx';
import { WeekBirthdays } from './components/week-birthdays.tsx';
import { catechismMessages } from './messages.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import './catechism.css';

const Confetti = lazy(() => import('./components/confetti.tsx'));

export function CatechismScreen() {
  const t = useT(catechismMessages);
  const c = t.catechism;
  useDocumentTitle(c.title);
  // The week of today's date in India, fixed while the screen is open.
  const renderedAt = useRenderTime();
  const [range] = useState(() => thisWeekRange(renderedAt));
  const photo = useTeachersPhoto();
  const birthdays = useWeekBirthdays(range);
  const reducedMotion = usePrefersReducedMotion();
  const [confettiDone, setConfettiDone] = useState(false);
  useLoadError(birthdays.error);
  const celebrate = !reducedMotion && !confettiDone && (birthdays.data?.length ?? 0) > 0;

  return (
    <section className="catechism-page">
      <h1>{c.title}</h1>
      <figure className="teachers-figure">
        {photo.isPending ? (
          <div className="teachers-photo" />
        ) : photo.data ? (
          <TeachersPhoto photo={photo.data} alt={c.teachersPhoto} />
        ) : (
          !photo.isError && <p className="muted">{c.noTeachersPhoto}</p>
        )}
        <figcaption>{c.teachersPhoto}</figcaption>
      </figure>

      <h2 id="catechism-classes">{c.classes}</h2>
      <ul className="grade-buttons" aria-labelledby="catechism-classes">
        {GRADES.map((grade) => (
          <li key={grade}>
            <Link className="grade-button" to={`/catehism/${grade}`} data-testid="grade-button">
              {c.grade(grade)}
            </Link>
          </li>
        ))}
      </ul>

      <h2 id="catechism-birthdays">{c.birthdays}</h2>
      {birthdays.isPending && <Loader inline />}
      {birthdays.isError && <LoadErrorBanner onRefresh={() => void birthdays.refetch()} />}
      {birthdays.data && <WeekBirthdays birthdays={birthdays.data} label={c.birthdays} />}
      {celebrate && (
        <Suspense fallback={null}>
          <Confetti onDone={() => setConfettiDone(true)} />
        </Suspense>
      )}
    </section>
  );
}
