import { RemoteAppProviders } from '@fsp/api-client';
import { Route, Routes } from 'react-router-dom';
import { SignupPage } from '../app/features/signup/components/signup-page.js';
import { SignupPaymentPage } from '../app/features/signup-payment/components/signup-payment-page.js';

/** Mounted by the shell at `/signup/*`. */
export default function SignupRoutes() {
  return (
    <RemoteAppProviders>
      <Routes>
        <Route path=":code" element={<SignupPage />} />
        <Route path=":code/pay" element={<SignupPaymentPage />} />
        <Route path="*" element={<SignupPage />} />
      </Routes>
    </RemoteAppProviders>
  );
}
