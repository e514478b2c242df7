import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '../app/app-providers.js';
import { SignupPage } from '../app/features/signup/components/signup-page.js';
import { SignupPaymentPage } from '../app/features/signup/components/signup-payment-page.js';

/** Mounted by the shell at `/signup/*`. */
export default function SignupRoutes() {
  return (
    <AppProviders>
      <Routes>
        <Route path=":code" element={<SignupPage />} />
        <Route path=":code/pay" element={<SignupPaymentPage />} />
        <Route path="*" element={<SignupPage />} />
      </Routes>
    </AppProviders>
  );
}
