import { ProtectedRoute } from '../components/ui/protected-route';
import { ProfilePage } from '../features/profile/profile-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('My Profile'), description: 'Your contact details and saved addresses at Dhatu.', noindex: true });

/** Signed-in only: the server renders the spinner; the data loads in the browser with the bearer token. */
export default function Profile() {
  return (
    <ProtectedRoute>
      <ProfilePage />
    </ProtectedRoute>
  );
}
