/** The signed-in customer as GET /api/auth/me and POST /api/auth/otp/verify answer it (account §3 User). */
export interface User {
  _id: string;
  /** Empty until the customer saves one. */
  name?: string | null;
  /** Stored with the +91 prefix. */
  phone?: string | null;
  email?: string | null;
  role?: 'customer' | 'admin';
}

export interface Session {
  user: User | null;
  authToken: string | null;
  refreshToken: string | null;
  /** True until the stored tokens have been checked in the browser (always true during SSR). */
  loading: boolean;
  isAuthenticated: boolean;
}

/** POST /api/auth/otp/send's answer. */
export interface OtpSent {
  sent: true;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** POST /api/auth/otp/verify's answer (account §3 Session). */
export interface SignedIn {
  token: string;
  refreshToken: string;
  user: User;
}
