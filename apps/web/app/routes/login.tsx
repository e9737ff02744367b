import { LoginPage } from '../features/auth/login-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/login';

/** /login and /signup render this same screen (account §2). */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitle('Login / Sign Up'),
    description: 'Login or sign up at Dhatu with your mobile number and a one-time code.',
    noindex: true,
  });

export default function Login() {
  return <LoginPage />;
}
