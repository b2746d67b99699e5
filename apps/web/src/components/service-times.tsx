// The Mass and office times of the settings (home and address pages): each list under its
// heading, a line per day as the admin wrote it. A list without lines is left out.
import type { ServiceTimeLine } from '@parish/shared/plain/service-times';
import { useT } from '../i18n/language.tsx';

interface ServiceTimesProps {
  massTimes: ServiceTimeLine[];
  officeHours: ServiceTimeLine[];
}

export function ServiceTimes({ massTimes, officeHours }: ServiceTimesProps) {
  const h = useT().homeShell;
  const lists: [string, string, ServiceTimeLine[]][] = [
    ['mass-times', h.massTimes, massTimes],
    ['office-hours', h.officeHours, officeHours],
  ];
  return (
    <div className="service-times">
      {lists.map(
        ([id, title, lines]) =>
          lines.length > 0 && (
            <section key={id} aria-labelledby={id} data-testid={id}>
              <h2 id={id}>{title}</h2>
              <dl>
                {lines.map((line, i) => (
                  <div key={i}>
                    <dt>{line.label}</dt>
                    <dd>{line.times}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ),
      )}
    </div>
  );
}
