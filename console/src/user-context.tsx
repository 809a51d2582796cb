// The signed-in user of this tab's session, with the companies it belongs to:
// loaded once by the signed-in layout (app.tsx) and read by every page below
// it with useUser() and useCompany().
import { createContext, useContext, type ReactNode } from 'react';
import type { Company, UserDetails } from './api.ts';

const UserContext = createContext<UserDetails | undefined>(undefined);

/** Gives `user` to the pages in `children`. */
export function UserProvider({ user, children }: { user: UserDetails; children: ReactNode }) {
  return <UserContext value={user}>{children}</UserContext>;
}

export function useUser(): UserDetails {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser outside the signed-in layout');
  return user;
}

/** One of the user's companies; undefined when the user is not a member of it. */
export function useCompany(companyId: string): Company | undefined {
  return useUser().companies.find((company) => company._id === companyId);
}
