import type { OtpSent, Session as SessionDto, UserDto } from '@dhatu/domain/contracts';

/** The signed-in customer as GET /api/auth/me and POST /api/auth/otp/verify answer it (account §3 User). */
export type User = UserDto;
/** POST /api/auth/otp/send's answer. */
export type { OtpSent };
/** POST /api/auth/otp/verify's answer (account §3 Session). */
export type SignedIn = SessionDto;

/** The browser's sign-in state. */
export interface Session {
  user: User | null;
  authToken: string | null;
  refreshToken: string | null;
  /** True until the stored tokens have been checked in the browser (always true during SSR). */
  loading: boolean;
  isAuthenticated: boolean;
}
