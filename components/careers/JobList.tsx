import type { Job } from '@/content/schema';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import card from '@/components/ui/Card.module.css';
import styles from './JobList.module.css';

/** Openings as cards: title, employer, type and place, with the JD download and the application link. */
export function JobList({ jobs, showEmployer = false }: { jobs: Job[]; showEmployer?: boolean }) {
  return (
    <ul className={card.grid}>
      {jobs.map((job) => (
        <li key={job.id}>
          <article className={`${card.card} ${styles.job}`}>
            <h3 className={card.title}>{job.title}</h3>
            <p className={styles.meta}>
              {showEmployer ? (
                <span>
                  <Icon name="briefcase" size={16} /> {job.employer}
                </span>
              ) : null}
              <span>
                <Icon name="clock" size={16} /> {job.employmentType}
              </span>
              <span>
                <Icon name="map-pin" size={16} /> {job.location}
              </span>
            </p>
            <p className={styles.description}>{job.description}</p>
            <div className={styles.actions}>
              <Button href={job.jd} variant="secondary" download aria-label={`Download JD for ${job.title} (PDF)`}>
                <Icon name="download" size={18} /> Download JD
              </Button>
              <Button href={job.apply} external aria-label={`Apply for ${job.title} (opens in a new tab)`}>
                Apply <Icon name="external" size={16} />
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
