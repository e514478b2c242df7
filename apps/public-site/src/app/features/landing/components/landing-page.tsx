import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_FORM_MESSAGES, MESSAGES, PRODUCT_NAME } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { Button, useToast } from '@fsp/ui';
import { LeadForm } from '../../lead-form/components/lead-form.js';
import styles from './landing-page.module.css';

const FEATURES = [
  {
    title: 'Onboard customers your way',
    text: 'Invite customers by QR code, e-mail or SMS. They pick their services and save a card in minutes.',
  },
  {
    title: 'Scheduling that keeps up',
    text: 'One-off and recurring jobs, crews and teams, and a clear view of today’s stops on any device.',
  },
  {
    title: 'Invoicing and card payments',
    text: 'Turn finished work into invoices and get paid by card, with payouts straight to your account.',
  },
] as const;

export function LandingPage() {
  const session = useSession();
  const toast = useToast();
  const [redirecting, setRedirecting] = useState(false);

  const logIn = async () => {
    setRedirecting(true);
    try {
      await session.login({ returnTo: '/app' });
    } catch (error) {
      console.error('Sign-in redirect failed', error);
      toast.error('Could not open sign-in. Please try again.');
      setRedirecting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {PRODUCT_NAME}
        </Link>
        <nav className={styles.nav} aria-label="Account">
          <Button variant="ghost" onClick={() => void logIn()} loading={redirecting}>
            Log in
          </Button>
          <Link to="/get-started" className={styles.ctaLink}>
            Get Started
          </Link>
        </nav>
      </header>

      <main>
        <section className={styles.hero} aria-labelledby="landing-headline">
          <p className={styles.eyebrow}>For lawn care, cleaning, house washing, pest control and more</p>
          <h1 id="landing-headline" className={styles.headline}>
            {MESSAGES.marketingHeadline}
          </h1>
          <p className={styles.subline}>{MESSAGES.marketingSubline}</p>
          <div className={styles.heroActions}>
            <Link to="/get-started" className={styles.ctaLinkLarge}>
              Get Started
            </Link>
            <Button variant="secondary" onClick={() => void logIn()} disabled={redirecting}>
              Log in
            </Button>
          </div>
          <p className={styles.trialNote}>{LEAD_FORM_MESSAGES.noCardNeeded}</p>
        </section>

        <section className={styles.leadSection} aria-labelledby="lead-form-title">
          <div className={styles.leadCard}>
            <h2 id="lead-form-title" className={styles.leadTitle}>
              See it in action
            </h2>
            <p className={styles.leadText}>Book a walkthrough with our team, or start your free trial right away.</p>
            <LeadForm variant="landing" />
          </div>
        </section>

        <section className={styles.features} aria-label="What you can do">
          {FEATURES.map((feature) => (
            <article key={feature.title} className={styles.feature}>
              <h2 className={styles.featureTitle}>{feature.title}</h2>
              <p className={styles.featureText}>{feature.text}</p>
            </article>
          ))}
        </section>
      </main>

      <footer className={styles.footer}>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  );
}
