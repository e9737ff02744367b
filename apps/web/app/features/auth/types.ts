/** The signed-in customer as GET /api/auth/me returns it (account §3 User). */
export interface User {
  _id: string;
  name?: string | null;
  /** Stored with the +91 prefix. */
  phone?: string | null;
  email?: string | null;
}

export interface Session {
  user: User | null;
  authToken: string | null;
  refreshToken: string | null;
  /** True until the stored tokens have been checked in the browser (always true during SSR). */
  loading: boolean;
  isAuthenticated: boolean;
}
