import { CreateUserForm } from './create-user-form.js';
import { UsersSection } from './users-section.js';

/** The Admin Panel's user sections: Create User, then the users table it adds to. */
export function UsersPanel() {
  return (
    <>
      <CreateUserForm />
      <UsersSection />
    </>
  );
}
