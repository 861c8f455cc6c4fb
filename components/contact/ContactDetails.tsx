import type { Firm } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import { telHref } from '@/lib/phone';
import styles from './ContactDetails.module.css';

/** The office's address, phone lines, email and hours. */
export function ContactDetails({ firm, heading, officeHours }: { firm: Firm; heading: string; officeHours: string }) {
  const { address } = firm;
  return (
    <div>
      <h2>{heading}</h2>
      <address className={styles.address}>
        <p className={styles.line}>
          <Icon name="map-pin" className={styles.icon} />
          <span>
            {firm.name}
            <br />
            {address.building}, {address.street}
            <br />
            {address.locality}, {address.city} {address.postalCode}, {address.country}
          </span>
        </p>
        <ul className={styles.phones} aria-label="Phone numbers">
          {firm.phones.map((phone) => (
            <li key={phone.display} className={styles.line}>
              <Icon name="phone" className={styles.icon} />
              <span>
                {phone.label}: <a href={telHref(phone.display)}>{phone.display}</a>
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.line}>
          <Icon name="mail" className={styles.icon} />
          <a href={`mailto:${firm.email}`}>{firm.email}</a>
        </p>
        <p className={styles.line}>
          <Icon name="clock" className={styles.icon} />
          <span>{officeHours}</span>
        </p>
      </address>
    </div>
  );
}
