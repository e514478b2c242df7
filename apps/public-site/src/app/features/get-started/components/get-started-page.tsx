import { LEAD_FORM_MESSAGES } from '@fsp/contracts';
import { PublicPage } from '../../../components/public-page.js';
import { LeadForm } from '../../lead-form/components/lead-form.js';
import styles from './get-started-page.module.css';

/** Trial sign-up (part 1 §2.2): the lead form, then the identity provider's sign-up. */
export function GetStartedPage() {
  return (
    <PublicPage>
      <h1>Start your free trial</h1>
      <p className={styles.intro}>{LEAD_FORM_MESSAGES.noCardNeeded}</p>
      <LeadForm variant="get-started" />
    </PublicPage>
  );
}
